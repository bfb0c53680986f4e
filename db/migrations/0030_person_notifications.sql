CREATE TABLE "employee_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"kind" text NOT NULL,
	"occasion" text NOT NULL,
	"data" jsonb NOT NULL,
	"language" text,
	"email_to" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_notifications_reminder_number_ck" CHECK ("employee_notifications"."kind" <> 'onboarding_reminder' or "employee_notifications"."occasion" in ('1', '2'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"employer_id" text NOT NULL,
	"language" text,
	"reminders_opted_out_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_mail_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "dev_mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "employee_notifications" ADD CONSTRAINT "employee_notifications_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_notifications" ADD CONSTRAINT "employee_notifications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_notifications_occasion_uq" ON "employee_notifications" USING btree ("employee_id","kind","occasion");--> statement-breakpoint
CREATE INDEX "employee_notifications_pending_idx" ON "employee_notifications" USING btree ("created_at") WHERE "employee_notifications"."status" = 'pending';