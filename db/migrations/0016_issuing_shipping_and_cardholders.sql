CREATE TABLE "stripe_issuing_cardholders" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"cardholder_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "shipping_carrier" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "shipping_eta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_issued_cards" ADD COLUMN "shipping_status" text;--> statement-breakpoint
ALTER TABLE "sandbox_issued_cards" ADD COLUMN "shipping_tracking_number" text;--> statement-breakpoint
ALTER TABLE "sandbox_issued_cards" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_issued_cards" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_issuing_cardholders_cardholder_id_uq" ON "stripe_issuing_cardholders" USING btree ("cardholder_id");