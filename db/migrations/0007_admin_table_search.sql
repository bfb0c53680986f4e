-- pg_trgm (a contrib extension shipped with PostgreSQL and PGlite) backs the HR table's "contains" search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(last_name || ' ' || first_name || ' ' || email || ' ' || coalesce(external_id, '') || ' ' || id)) STORED;--> statement-breakpoint
CREATE INDEX "employees_employer_id_progress_idx" ON "employees" USING btree ("employer_id","requirements_fulfilled","id");--> statement-breakpoint
CREATE INDEX "employees_search_text_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops);