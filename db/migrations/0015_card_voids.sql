DROP INDEX "cards_employee_id_uq";--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "release_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "releases_covered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cards_unreleased_idx" ON "cards" USING btree ("voided_at") WHERE "cards"."state" = 'voided' and "cards"."releases_covered" < "cards"."release_requests";--> statement-breakpoint
CREATE UNIQUE INDEX "cards_employee_id_uq" ON "cards" USING btree ("employee_id") WHERE "cards"."state" <> 'voided';