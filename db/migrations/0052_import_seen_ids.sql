CREATE TABLE "employee_import_seen_ids" (
	"import_id" text NOT NULL,
	"external_id" text NOT NULL,
	CONSTRAINT "employee_import_seen_ids_pk" PRIMARY KEY("import_id","external_id")
);
--> statement-breakpoint
ALTER TABLE "employee_import_seen_ids" ADD CONSTRAINT "employee_import_seen_ids_import_id_employee_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."employee_imports"("id") ON DELETE cascade ON UPDATE no action;