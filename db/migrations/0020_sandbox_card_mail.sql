ALTER TABLE "sandbox_issued_cards" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "sandbox_issued_cards" ADD COLUMN "replacement_for" text;--> statement-breakpoint
ALTER TABLE "sandbox_issued_cards" ADD COLUMN "replacement_reason" text;--> statement-breakpoint
CREATE INDEX "sandbox_issued_cards_shipped_idx" ON "sandbox_issued_cards" USING btree ("shipped_at") WHERE "sandbox_issued_cards"."shipping_status" = 'shipped';