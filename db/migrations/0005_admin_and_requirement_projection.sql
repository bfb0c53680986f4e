CREATE TABLE "admin_users" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "requirements_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "requirements_fulfilled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "requirements_unmet" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "requirements_evaluated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_uq" ON "admin_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "admin_users_employer_id_idx" ON "admin_users" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "employees_employer_id_last_name_idx" ON "employees" USING btree ("employer_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "employees_requirements_unmet_idx" ON "employees" USING gin ("requirements_unmet");