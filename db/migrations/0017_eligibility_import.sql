-- Issue 15 (eligibility import, items 5 and 7).
-- The HR search column without our own id (matched whole on the primary key instead): its 22 random
-- characters gave the trigram index a key per row that no other row shared, and made inserting an
-- employee three times as expensive. PostgreSQL 15 cannot change a generated column's expression, so
-- the column is made again (the table is rewritten once) and its index with it.
ALTER TABLE "employees" drop column "search_text";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(last_name || ' ' || first_name || ' ' || email || ' ' || coalesce(external_id, ''))) STORED;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD COLUMN "unchanged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_search_text_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops);
