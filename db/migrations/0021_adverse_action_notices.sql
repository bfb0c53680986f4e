CREATE TABLE "adverse_action_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"atr_submission_id" text NOT NULL,
	"language" text NOT NULL,
	"content" jsonb NOT NULL,
	"email_to" text NOT NULL,
	"email_status" text DEFAULT 'pending' NOT NULL,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_last_attempt_at" timestamp with time zone,
	"email_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "adverse_action_notices_atr_submission_id_unique" UNIQUE("atr_submission_id")
);
--> statement-breakpoint
ALTER TABLE "atr_submissions" ADD COLUMN "pay_frequency" text;--> statement-breakpoint
ALTER TABLE "atr_submissions" ADD COLUMN "ranked_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "adverse_action_notices" ADD CONSTRAINT "adverse_action_notices_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverse_action_notices" ADD CONSTRAINT "adverse_action_notices_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverse_action_notices" ADD CONSTRAINT "adverse_action_notices_atr_submission_id_atr_submissions_id_fk" FOREIGN KEY ("atr_submission_id") REFERENCES "public"."atr_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adverse_action_notices_employee_id_idx" ON "adverse_action_notices" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "adverse_action_notices_email_status_idx" ON "adverse_action_notices" USING btree ("email_status","created_at");--> statement-breakpoint
CREATE INDEX "adverse_action_notices_expires_at_idx" ON "adverse_action_notices" USING btree ("expires_at");--> statement-breakpoint
-- Decisions made before the pay frequency was kept: a pass recorded the one it used in its terms.
UPDATE "atr_submissions" SET "pay_frequency" = "decision"->'repaymentTerms'->>'payFrequency' WHERE "decision"->'repaymentTerms'->>'payFrequencyAssumed' = 'false';
