ALTER TABLE "employees" ADD COLUMN "waiting_on_owner" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "waiting_on_requirement" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "waiting_on_status" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "needs_hr_action" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employee_import_errors" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE INDEX "employees_employer_id_waiting_on_idx" ON "employees" USING btree ("employer_id","waiting_on_owner","waiting_on_requirement") WHERE "employees"."waiting_on_owner" is not null;--> statement-breakpoint
CREATE INDEX "employees_needs_hr_action_idx" ON "employees" USING btree ("employer_id","last_name","first_name","id") WHERE "employees"."needs_hr_action";--> statement-breakpoint
-- Backfill: the worker re-evaluates every projection it finds unevaluated (lib/jobs/refresh-stale-projections.ts),
-- which fills the waiting-on columns of employees not complete yet; a complete one waits on nobody.
UPDATE "employees" SET "requirements_evaluated_at" = NULL WHERE NOT "requirements_complete";--> statement-breakpoint
-- The invites already handed out: the newest one's time.
UPDATE "employees" SET "invited_at" = "invites"."sent_at"
FROM (SELECT "employee_id", max("created_at") AS "sent_at" FROM "sign_in_tokens" WHERE "purpose" = 'invite' GROUP BY "employee_id") AS "invites"
WHERE "invites"."employee_id" = "employees"."id";
