-- Issue 42 item 3: HR now reads a declined credit decision as "a credit decision was made" with
-- nobody to act, whatever else is open (who-acts.ts). The projection columns of people whose latest
-- decision declined were written by the old rule: mark them stale, and the worker's stale-projection
-- sweep re-evaluates them in batches (lib/jobs/refresh-stale-projections.ts). Nothing else changes.
UPDATE "employees" AS e
SET "requirements_evaluated_at" = NULL
WHERE e."waiting_on_owner" IS NOT NULL
  AND (
    SELECT a."result"
    FROM "atr_submissions" AS a
    WHERE a."employee_id" = e."id"
    ORDER BY a."sequence" DESC
    LIMIT 1
  ) <> 'Passed ATR';
