ALTER TABLE "employees" ADD COLUMN "employee_can_act" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Hand-written backfill. Who acts next now comes from one rule (lib/domain/who-acts.ts): a person
-- under a stop (the employer's "no", under 18, identity failed for good) waits on nobody (owner
-- "stopped"), and employee_can_act says whether the person has a step of their own. Everyone not
-- complete is marked unevaluated, so the worker re-evaluates them (lib/jobs/refresh-stale-projections.ts).
UPDATE "employees" SET "requirements_evaluated_at" = NULL WHERE NOT "requirements_complete";
