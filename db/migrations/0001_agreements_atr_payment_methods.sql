CREATE TABLE "agreement_acceptances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_acceptances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" text NOT NULL,
	"agreement_id" text NOT NULL,
	"version_id" integer NOT NULL,
	"tag" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text NOT NULL,
	"request_id" text,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "agreement_texts" (
	"version_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" text NOT NULL,
	"tag" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_id" text,
	"slug" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atr_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"annual_income_cents" bigint NOT NULL,
	"monthly_obligations_cents" bigint NOT NULL,
	"result" text NOT NULL,
	"max_allowable_balance_cents" bigint NOT NULL,
	"decision" jsonb NOT NULL,
	"settings_version" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text NOT NULL,
	"sequence" integer GENERATED ALWAYS AS IDENTITY (sequence name "atr_submissions_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employer_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"setup_intent_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_version_id_agreement_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."agreement_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_texts" ADD CONSTRAINT "agreement_texts_version_id_agreement_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."agreement_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atr_submissions" ADD CONSTRAINT "atr_submissions_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atr_submissions" ADD CONSTRAINT "atr_submissions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_acceptances_employee_id_version_id_uq" ON "agreement_acceptances" USING btree ("employee_id","version_id");--> statement-breakpoint
CREATE INDEX "agreement_acceptances_employee_id_idx" ON "agreement_acceptances" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_texts_version_id_language_uq" ON "agreement_texts" USING btree ("version_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_versions_agreement_id_tag_uq" ON "agreement_versions" USING btree ("agreement_id","tag");--> statement-breakpoint
CREATE INDEX "agreement_versions_agreement_id_published_at_idx" ON "agreement_versions" USING btree ("agreement_id","published_at");--> statement-breakpoint
CREATE INDEX "agreements_employer_id_idx" ON "agreements" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "atr_submissions_employee_id_sequence_idx" ON "atr_submissions" USING btree ("employee_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_setup_intent_id_uq" ON "payment_methods" USING btree ("setup_intent_id");--> statement-breakpoint
CREATE INDEX "payment_methods_employee_id_idx" ON "payment_methods" USING btree ("employee_id") WHERE "payment_methods"."removed_at" is null;