DROP INDEX "employees_employer_id_created_at_idx";--> statement-breakpoint
DROP INDEX "employees_employer_id_last_name_idx";--> statement-breakpoint
CREATE INDEX "employees_employer_id_created_at_id_idx" ON "employees" USING btree ("employer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "employees_employer_id_last_name_id_idx" ON "employees" USING btree ("employer_id","last_name","first_name","id");