import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";

import { bulkUpdate } from "@/db/bulk-update";
import { employeeImportRows, employeeImports, employees, type EmployeeRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { recordEventsBulk } from "@/lib/events/record-event";

import type { QueryContext } from "../context";
import { lockEmployeesWithContext } from "../onboarding/load-requirements-snapshot";
import { PROJECTION_COLUMNS } from "../onboarding/refresh-requirements-projection";

import { projectChanged, type ImportApplication } from "./import-projection";

// A full file is the employer's whole population: the employees it leaves out become ineligible.
// Only employees with an Employee ID are in scope (one created through the API without one is
// not the files' to manage), and one already ineligible is left as it is.

const CHUNK = 1000;

/** The file's population and the people it leaves out: what the threshold is weighed on. */
export async function weighFullFile({
  ctx,
  employerId,
  importId,
}: {
  ctx: QueryContext;
  employerId: string;
  importId: string;
}): Promise<{ population: number; missing: number }> {
  const { db } = ctx;
  const [row] = await db
    .select({
      population: sql<number>`count(*)::int`,
      missing: sql<number>`(count(*) filter (where ${leftOut(importId)}))::int`,
    })
    .from(employees)
    .where(inScope(employerId));
  return { population: row?.population ?? 0, missing: row?.missing ?? 0 };
}

/**
 * Makes ineligible, a chunk per transaction, every employee in scope whom the file leaves out:
 * locked in id order, looked at again, `is_eligible` set false with the requirements projection
 * refreshed, and `employee.updated` (changedFields `isEligible`) recorded — what an HR edit of the
 * same field does. Returns how many it changed; the import's count moves with each chunk.
 */
export async function makeMissingIneligible({
  ctx,
  employerId,
  importId,
  context,
}: ImportApplication): Promise<number> {
  const { db } = ctx;
  let total = 0;
  let after = "";
  for (;;) {
    const page = await db
      .select({ id: employees.id, externalId: employees.externalId })
      .from(employees)
      .where(and(inScope(employerId), gt(employees.externalId, after), leftOut(importId)))
      .orderBy(asc(employees.externalId))
      .limit(CHUNK);
    if (page.length === 0) return total;
    after = page.at(-1)!.externalId!;
    total += await inTransaction(ctx, async (tx) => {
      const now = new Date();
      const changed: EmployeeRow[] = [];
      for (const { employee, context: current } of await lockEmployeesWithContext({
        ctx: tx,
        employerId,
        employeeIds: page.map((row) => row.id),
        now,
      })) {
        // Another write may have come between: made ineligible already, or no longer the files'.
        if (employee.isEligible === false || employee.externalId === null) continue;
        const row: EmployeeRow = { ...employee, isEligible: false, updatedAt: now };
        changed.push({ ...row, ...projectChanged(row, undefined, current, context.schedules, now) });
      }
      await bulkUpdate(tx.db, employees, {
        key: "id",
        columns: ["isEligible", "updatedAt", ...PROJECTION_COLUMNS],
        rows: changed,
        where: eq(employees.employerId, employerId),
      });
      await recordEventsBulk({
        ctx: tx,
        employerId,
        events: changed.map((row) => ({
          type: "employee.updated",
          employeeId: row.id,
          data: { employeeId: row.id, changedFields: ["isEligible"] },
        })),
      });
      await tx.db
        .update(employeeImports)
        .set({ madeIneligible: sql`${employeeImports.madeIneligible} + ${changed.length}` })
        .where(eq(employeeImports.id, importId));
      return changed.length;
    });
  }
}

/** The employees a full file speaks for: with an Employee ID, not already ineligible. */
const inScope = (employerId: string) =>
  and(
    eq(employees.employerId, employerId),
    isNotNull(employees.externalId),
    sql`${employees.isEligible} is distinct from false`,
  );

/** Not named by any row of the file, valid or rejected. */
const leftOut = (importId: string) =>
  sql`not exists (select 1 from ${employeeImportRows} where ${employeeImportRows.importId} = ${importId} and ${employeeImportRows.externalId} = ${employees.externalId})`;
