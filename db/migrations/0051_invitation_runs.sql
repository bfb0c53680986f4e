CREATE TABLE "invitation_run_recipients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitation_run_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invitation_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"filter" jsonb NOT NULL,
	"selected" integer NOT NULL,
	"skipped" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invitation_run_recipients" ADD CONSTRAINT "invitation_run_recipients_run_id_invitation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."invitation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_run_recipients" ADD CONSTRAINT "invitation_run_recipients_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_runs" ADD CONSTRAINT "invitation_runs_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_run_recipients_run_employee_uq" ON "invitation_run_recipients" USING btree ("run_id","employee_id");--> statement-breakpoint
CREATE INDEX "invitation_run_recipients_pending_idx" ON "invitation_run_recipients" USING btree ("run_id","id") WHERE "invitation_run_recipients"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "invitation_run_recipients_employee_id_idx" ON "invitation_run_recipients" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "invitation_runs_employer_id_idx" ON "invitation_runs" USING btree ("employer_id","created_at");