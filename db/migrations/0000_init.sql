CREATE TYPE "public"."pay_frequency" AS ENUM('weekly', 'biweekly', 'semimonthly', 'monthly');--> statement-breakpoint
CREATE TABLE "api_client_employers" (
	"client_id" text NOT NULL,
	"employer_id" text NOT NULL,
	CONSTRAINT "api_client_employers_pk" PRIMARY KEY("client_id","employer_id")
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_last_four" text NOT NULL,
	"pinned_api_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_id" text NOT NULL,
	"external_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"enroll_in_new_onboarding" boolean DEFAULT false NOT NULL,
	"is_employed" boolean,
	"is_eligible" boolean,
	"birth_date" date,
	"ssn_encrypted" text,
	"ssn_last_four" text,
	"address_line1" text,
	"address_line2" text,
	"address_city" text,
	"address_state" text,
	"address_postal_code" text,
	"payroll_schedule_id" integer,
	"onboarding_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payroll_deduction_repayment" boolean DEFAULT false NOT NULL,
	"payment_method_repayment" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"employer_id" text NOT NULL,
	"employee_id" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"response_headers" jsonb,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "payroll_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employer_id" text NOT NULL,
	"name" text NOT NULL,
	"pay_frequency" "pay_frequency" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_client_employers" ADD CONSTRAINT "api_client_employers_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_client_employers" ADD CONSTRAINT "api_client_employers_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_payroll_schedule_id_payroll_schedules_id_fk" FOREIGN KEY ("payroll_schedule_id") REFERENCES "public"."payroll_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_schedules" ADD CONSTRAINT "payroll_schedules_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_client_employers_employer_id_idx" ON "api_client_employers" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "employees_employer_id_created_at_idx" ON "employees" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_employer_id_external_id_uq" ON "employees" USING btree ("employer_id","external_id") WHERE "employees"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "events_employer_id_created_at_idx" ON "events" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "events_employee_id_created_at_idx" ON "events" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payroll_schedules_employer_id_idx" ON "payroll_schedules" USING btree ("employer_id");