CREATE TABLE "sandbox_issued_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"card_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cards" ALTER COLUMN "virtual_provider_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ALTER COLUMN "virtual_status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ALTER COLUMN "virtual_last_four" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ALTER COLUMN "virtual_exp_month" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ALTER COLUMN "virtual_exp_year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "state" text DEFAULT 'issued' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "reconcile_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_issued_cards_idempotency_key_uq" ON "sandbox_issued_cards" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_issued_cards_card_id_kind_idx" ON "sandbox_issued_cards" USING btree ("card_id","kind");--> statement-breakpoint
CREATE INDEX "cards_reserved_created_at_idx" ON "cards" USING btree ("created_at") WHERE "cards"."state" = 'reserved';