-- Offboarding an employer at the end of its contract (issue 40; docs/operator.md#offboarding).
ALTER TABLE "employers" ADD COLUMN "offboarding_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "offboarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "offboarding_error" text;