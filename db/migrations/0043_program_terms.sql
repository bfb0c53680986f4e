CREATE TABLE "program_terms" (
	"version" text PRIMARY KEY NOT NULL,
	"employer_id" text,
	"effective_at" timestamp with time zone NOT NULL,
	"max_credit_line_cents" integer NOT NULL,
	"min_credit_line_cents" integer NOT NULL,
	"term_months" integer NOT NULL,
	"minimum_monthly_payment_cents" integer NOT NULL,
	"max_debt_to_income_bps" integer NOT NULL,
	"min_residual_income_cents" integer NOT NULL,
	"line_increment_cents" integer NOT NULL,
	"published_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_terms_line_ck" CHECK ("program_terms"."min_credit_line_cents" <= "program_terms"."max_credit_line_cents")
);
--> statement-breakpoint
ALTER TABLE "program_terms" ADD CONSTRAINT "program_terms_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_terms_scope_effective_idx" ON "program_terms" USING btree ("employer_id","effective_at");--> statement-breakpoint
-- Written by hand: the first version is the constants it replaces (lib/domain/credit/atr-settings.ts
-- until this release), in force since the program began, so every decision already made names a row.
INSERT INTO "program_terms" ("version", "employer_id", "effective_at", "max_credit_line_cents", "min_credit_line_cents", "term_months", "minimum_monthly_payment_cents", "max_debt_to_income_bps", "min_residual_income_cents", "line_increment_cents", "published_by")
	VALUES ('2026-11-01', NULL, '2000-01-01T00:00:00Z', 500000, 10000, 12, 2500, 4300, 50000, 1000, 'system:release');--> statement-breakpoint
ALTER TABLE "atr_submissions" ADD CONSTRAINT "atr_submissions_settings_version_program_terms_version_fk" FOREIGN KEY ("settings_version") REFERENCES "public"."program_terms"("version") ON DELETE restrict ON UPDATE no action;