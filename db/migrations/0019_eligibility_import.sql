-- Issue 15 (eligibility import, items 5 and 7).
-- The HR search column without our own id (matched whole on the primary key instead): its 22 random
-- characters gave the trigram index a key per row that no other row shared, and made inserting an
-- employee three times as expensive. PostgreSQL 15 cannot change a generated column's expression, so
-- the column is made again (the table is rewritten once) and its index with it.
CREATE TABLE "employee_import_rows" (
	"import_id" text NOT NULL,
	"line" integer NOT NULL,
	"external_id" text NOT NULL,
	"sealed" text,
	CONSTRAINT "employee_import_rows_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
DROP INDEX "eligibility_files_employer_id_digest_idx";--> statement-breakpoint
ALTER TABLE "employees" drop column "search_text";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(last_name || ' ' || first_name || ' ' || email || ' ' || coalesce(external_id, ''))) STORED;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "eligibility_file_mode" text DEFAULT 'changes' NOT NULL;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "full_file_threshold_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD COLUMN "mode" text DEFAULT 'changes' NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD COLUMN "unchanged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD COLUMN "made_ineligible" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD COLUMN "population" integer;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD COLUMN "missing" integer;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employee_import_rows" ADD CONSTRAINT "employee_import_rows_import_id_employee_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."employee_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_import_rows_import_id_external_id_idx" ON "employee_import_rows" USING btree ("import_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eligibility_files_employer_id_digest_idx" ON "eligibility_files" USING btree ("employer_id","digest") WHERE "eligibility_files"."duplicate_of" is null and "eligibility_files"."status" not in ('failed', 'discarded');--> statement-breakpoint
CREATE INDEX "employees_search_text_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops);
