CREATE TABLE "cards" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"card_type" text NOT NULL,
	"provider" text NOT NULL,
	"virtual_provider_id" text NOT NULL,
	"virtual_status" text NOT NULL,
	"virtual_last_four" text NOT NULL,
	"virtual_exp_month" integer NOT NULL,
	"virtual_exp_year" integer NOT NULL,
	"physical_provider_id" text,
	"physical_status" text,
	"physical_last_four" text,
	"physical_exp_month" integer,
	"physical_exp_year" integer,
	"shipping_status" text,
	"shipping_address" jsonb,
	"shipping_tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "processed_stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"customer_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" jsonb,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "payment_customer_id" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "provider_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cards_employee_id_uq" ON "cards" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "cards_employer_id_idx" ON "cards" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "sandbox_setup_intents_customer_id_idx" ON "sandbox_setup_intents" USING btree ("customer_id");