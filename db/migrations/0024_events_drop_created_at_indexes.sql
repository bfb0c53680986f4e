DROP INDEX "events_employer_id_created_at_idx";--> statement-breakpoint
DROP INDEX "events_employee_id_created_at_idx";