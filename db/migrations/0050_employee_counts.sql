CREATE TABLE "employee_count_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_count_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employer_id" text NOT NULL,
	"complete" boolean NOT NULL,
	"unmet" text[] NOT NULL,
	"owner" text NOT NULL,
	"requirement" text NOT NULL,
	"needs_hr_action" boolean NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_counts" (
	"employer_id" text NOT NULL,
	"complete" boolean NOT NULL,
	"unmet" text[] NOT NULL,
	"owner" text NOT NULL,
	"requirement" text NOT NULL,
	"needs_hr_action" boolean NOT NULL,
	"employees" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_counts" ADD CONSTRAINT "employee_counts_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_count_changes_employer_id_idx" ON "employee_count_changes" USING btree ("employer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_counts_bucket_uq" ON "employee_counts" USING btree ("employer_id","complete","unmet","owner","requirement","needs_hr_action");--> statement-breakpoint
CREATE INDEX "employees_employer_id_stuck_on_idx" ON "employees" USING btree ("employer_id","waiting_on_requirement") WHERE "employees"."waiting_on_owner" is not null;--> statement-breakpoint
-- HR's counts at any size (issue 43): every change to an employee's bucket is appended to
-- employee_count_changes by these triggers, whatever wrote it (a service, the import, COPY, a cascade).
-- Inserts and deletes are counted once per statement from its transition table (an import's chunk
-- of 2,000 rows adds a handful of rows here); an update only when a bucket column changes, and the
-- WHEN clause decides that without calling the function.
CREATE FUNCTION employee_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO employee_count_changes (employer_id, complete, unmet, owner, requirement, needs_hr_action, delta)
  SELECT employer_id, requirements_complete, requirements_unmet, coalesce(waiting_on_owner, ''),
         coalesce(waiting_on_requirement, ''), needs_hr_action, count(*)::int
    FROM added GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION employee_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO employee_count_changes (employer_id, complete, unmet, owner, requirement, needs_hr_action, delta)
  SELECT employer_id, requirements_complete, requirements_unmet, coalesce(waiting_on_owner, ''),
         coalesce(waiting_on_requirement, ''), needs_hr_action, -count(*)::int
    FROM removed GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION employee_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO employee_count_changes (employer_id, complete, unmet, owner, requirement, needs_hr_action, delta)
  VALUES (OLD.employer_id, OLD.requirements_complete, OLD.requirements_unmet, coalesce(OLD.waiting_on_owner, ''),
          coalesce(OLD.waiting_on_requirement, ''), OLD.needs_hr_action, -1),
         (NEW.employer_id, NEW.requirements_complete, NEW.requirements_unmet, coalesce(NEW.waiting_on_owner, ''),
          coalesce(NEW.waiting_on_requirement, ''), NEW.needs_hr_action, 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER employee_counts_added AFTER INSERT ON "employees" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION employee_counts_added();--> statement-breakpoint
CREATE TRIGGER employee_counts_removed AFTER DELETE ON "employees" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION employee_counts_removed();--> statement-breakpoint
CREATE TRIGGER employee_counts_moved
  AFTER UPDATE OF employer_id, requirements_complete, requirements_unmet, waiting_on_owner, waiting_on_requirement, needs_hr_action
  ON "employees" FOR EACH ROW
  WHEN ((OLD.employer_id, OLD.requirements_complete, OLD.requirements_unmet, OLD.waiting_on_owner, OLD.waiting_on_requirement, OLD.needs_hr_action)
    IS DISTINCT FROM (NEW.employer_id, NEW.requirements_complete, NEW.requirements_unmet, NEW.waiting_on_owner, NEW.waiting_on_requirement, NEW.needs_hr_action))
  EXECUTE FUNCTION employee_counts_moved();--> statement-breakpoint
-- The people there already, counted once.
INSERT INTO employee_counts (employer_id, complete, unmet, owner, requirement, needs_hr_action, employees)
SELECT employer_id, requirements_complete, requirements_unmet, coalesce(waiting_on_owner, ''),
       coalesce(waiting_on_requirement, ''), needs_hr_action, count(*)::int
  FROM employees GROUP BY 1, 2, 3, 4, 5, 6;
