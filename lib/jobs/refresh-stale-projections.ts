import { asc, isNull, lt, or } from "drizzle-orm";

import type { Db } from "@/db/client";
import { employees } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { refreshRequirementsProjection } from "@/lib/services/onboarding/refresh-requirements-projection";
import { systemWideContext } from "@/lib/services/context";

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
  for (const { id } of stale)
    await inTransaction(systemWideContext(db, "stale-projections"), (tx) =>
      refreshRequirementsProjection({ ctx: tx, employeeId: id }),
    );
  return stale.length;
}
