import { asc, eq, isNull, lt, or } from "drizzle-orm";

import type { Db, Queryable } from "@/db/client";
import { employees, type EmployeeRow } from "@/db/schema";
import { evaluateRequirements } from "@/lib/domain/requirements";

import { loadRequirementsSnapshot } from "./load-requirements-snapshot";

/**
 * Re-evaluates one employee's requirements into the projection columns that HR tables and
 * funnels query. Runs inside the transaction of the write that changed the inputs.
 */
export async function refreshRequirementsProjection(tx: Queryable, employeeId: string, now = new Date(), row?: EmployeeRow): Promise<void> {
  const [employee] = row?.id === employeeId ? [row] : await tx.select().from(employees).where(eq(employees.id, employeeId));
  if (!employee) return;
  const result = evaluateRequirements(await loadRequirementsSnapshot(tx, employee, now));
  await tx
    .update(employees)
    .set({
      requirementsComplete: result.complete,
      requirementsFulfilled: result.requirements.filter((r) => r.fulfilled).length,
      requirementsUnmet: result.requirements.filter((r) => !r.fulfilled).map((r) => r.key),
      requirementsEvaluatedAt: now,
    })
    .where(eq(employees.id, employeeId));
}

/**
 * What changes without a write to the employee — a birthday, a newly published agreement version
 * (which clears requirements_evaluated_at), a schedule switched off — is caught by re-evaluating,
 * in batches, every projection not refreshed since the start of today (UTC).
 */
export async function refreshStaleProjections(db: Db, limit = 500): Promise<number> {
  const startOfToday = new Date(new Date().toISOString().slice(0, 10) + "T00:00:00Z");
  const stale = await db
    .select({ id: employees.id })
    .from(employees)
    .where(or(isNull(employees.requirementsEvaluatedAt), lt(employees.requirementsEvaluatedAt, startOfToday)))
    .orderBy(asc(employees.requirementsEvaluatedAt))
    .limit(limit);
  for (const { id } of stale) await db.transaction((tx) => refreshRequirementsProjection(tx, id));
  return stale.length;
}
