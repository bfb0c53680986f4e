ALTER TABLE "identity_checks" ADD COLUMN "subject_sealed" text;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "first_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "vendor_status" text;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "document_read_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "identity_checks_document_read_idx" ON "identity_checks" USING btree ("next_attempt_at") WHERE "identity_checks"."document_read_pending";--> statement-breakpoint
-- Checks already sent before this release: their create deadline counts from when they were queued
-- (no later than their first request), so none is sent again after its idempotency key could expire.
UPDATE "identity_checks" SET "first_sent_at" = "created_at" WHERE "status" = 'pending' AND "attempts" > 0;
