-- Hand-written backfill (no schema change). HR's projection now shows a credit decision only as
-- made or not (lib/domain/requirements-for-hr.ts): a person whose ability-to-repay was declined no
-- longer has "atr" among their unmet requirements or waits on it. Everyone with "atr" unmet is
-- marked unevaluated, so the worker re-evaluates them (lib/jobs/refresh-stale-projections.ts).
UPDATE "employees" SET "requirements_evaluated_at" = NULL WHERE 'atr' = ANY ("requirements_unmet");
