import { asc, isNull, lt, lte, max, or, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { agreementVersions, employees } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { refreshRequirementsProjection } from "@/lib/services/onboarding/refresh-requirements-projection";
import { systemWideContext } from "@/lib/services/context";

/**
 * What changes without a write to the employee — a birthday, an agreement version taking effect, a
 * schedule switched off — is caught by re-evaluating, in batches, every projection not refreshed
 * since the start of today (UTC) or since the latest agreement version took effect, whichever is
 * later.
 */
export async function refreshStaleProjections(db: Db, limit = 500): Promise<number> {
  const now = new Date();
  const startOfToday = new Date(now.toISOString().slice(0, 10) + "T00:00:00Z");
  const latestInForce = db
    .select({ at: max(agreementVersions.publishedAt) })
    .from(agreementVersions)
    .where(lte(agreementVersions.publishedAt, now));
  const stale = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      or(
        isNull(employees.requirementsEvaluatedAt),
        lt(employees.requirementsEvaluatedAt, sql`greatest(${startOfToday}::timestamptz, (${latestInForce}))`),
      ),
    )
    .orderBy(asc(employees.requirementsEvaluatedAt))
    .limit(limit);
  for (const { id } of stale)
    await inTransaction(systemWideContext(db, "stale-projections"), (tx) =>
      refreshRequirementsProjection({ ctx: tx, employeeId: id }),
    );
  return stale.length;
}
