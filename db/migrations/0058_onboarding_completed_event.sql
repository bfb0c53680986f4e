ALTER TABLE "employees" ADD COLUMN "onboarding_completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "employees_onboarding_completed_due_idx" ON "employees" USING btree ("id") WHERE "employees"."requirements_complete" and "employees"."onboarding_completed_at" is null;--> statement-breakpoint
-- Employees complete before this release are not announced now: a partner would get a burst of stale events.
UPDATE "employees" SET "onboarding_completed_at" = now() WHERE "requirements_complete";
