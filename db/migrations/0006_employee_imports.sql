CREATE TABLE "employee_import_errors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_import_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" text NOT NULL,
	"line" integer NOT NULL,
	"column" text NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_id" text NOT NULL,
	"file_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "employee_import_errors" ADD CONSTRAINT "employee_import_errors_import_id_employee_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."employee_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD CONSTRAINT "employee_imports_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_import_errors_import_id_line_idx" ON "employee_import_errors" USING btree ("import_id","line");--> statement-breakpoint
CREATE INDEX "employee_imports_employer_id_created_at_idx" ON "employee_imports" USING btree ("employer_id","created_at");