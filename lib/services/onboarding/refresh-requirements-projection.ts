import { eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { employees, type EmployeeRow } from "@/db/schema";
import { evaluateRequirements } from "@/lib/domain/requirements";

import { loadRequirementsSnapshot } from "./load-requirements-snapshot";

/**
 * Re-evaluates one employee's requirements into the projection columns that HR tables and
 * funnels query. Every use case whose write changes a requirement's input calls it, inside the
 * transaction of that write (card writes change no input: card creation has just evaluated them).
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
