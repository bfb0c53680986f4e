CREATE TABLE "card_history" (
	"id" text PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"employer_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"actor_type" text NOT NULL,
	"actor_id" text NOT NULL,
	"channel" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"related_card_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "cards_employee_id_uq";--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "locks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "replaces_card_id" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "replaced_by_card_id" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "issuer_sync_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "issuer_syncs_covered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "issuer_sync_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_issued_cards" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "sandbox_issued_cards" ADD COLUMN "replacement_for" text;--> statement-breakpoint
ALTER TABLE "sandbox_issued_cards" ADD COLUMN "replacement_reason" text;--> statement-breakpoint
ALTER TABLE "card_history" ADD CONSTRAINT "card_history_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_history_employee_id_created_at_idx" ON "card_history" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "card_history_card_id_idx" ON "card_history" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "cards_issuer_unsynced_idx" ON "cards" USING btree ("issuer_sync_requested_at") WHERE "cards"."issuer_syncs_covered" < "cards"."issuer_sync_requests";--> statement-breakpoint
CREATE INDEX "sandbox_issued_cards_shipped_idx" ON "sandbox_issued_cards" USING btree ("shipped_at") WHERE "sandbox_issued_cards"."shipping_status" = 'shipped';--> statement-breakpoint
CREATE UNIQUE INDEX "cards_employee_id_uq" ON "cards" USING btree ("employee_id") WHERE "cards"."state" <> 'voided' and "cards"."closed_at" is null;