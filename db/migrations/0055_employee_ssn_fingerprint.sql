CREATE TABLE "employee_import_seen_ssns" (
	"import_id" text NOT NULL,
	"ssn_fingerprint" text NOT NULL,
	CONSTRAINT "employee_import_seen_ssns_pk" PRIMARY KEY("import_id","ssn_fingerprint")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ssn_fingerprint" text;--> statement-breakpoint
ALTER TABLE "employee_import_seen_ssns" ADD CONSTRAINT "employee_import_seen_ssns_import_id_employee_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."employee_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_email_idx" ON "employees" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_employer_id_ssn_fingerprint_uq" ON "employees" USING btree ("employer_id","ssn_fingerprint") WHERE "employees"."ssn_fingerprint" is not null;