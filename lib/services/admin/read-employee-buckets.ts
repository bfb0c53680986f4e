import { eq, sql } from "drizzle-orm";

import { employeeCountChanges, employeeCounts } from "@/db/schema";
import type { EmployeeBucket } from "@/lib/domain/onboarding/employee-buckets";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";

/**
 * The employer's buckets now: the folded counts plus the changes not folded yet, in one statement
 * (one snapshot), so a fold running beside it can neither lose nor double a change.
 */
export async function readEmployeeBuckets({ ctx }: { ctx: EmployerContext }): Promise<EmployeeBucket[]> {
  authorize(ctx.actor, "employees.read");
  const { db, employerId } = ctx;
  const folded = db
    .select({
      complete: employeeCounts.complete,
      unmet: employeeCounts.unmet,
      owner: employeeCounts.owner,
      requirement: employeeCounts.requirement,
      needsHrAction: employeeCounts.needsHrAction,
      employees: sql<number>`${employeeCounts.employees}`.as("employees"),
    })
    .from(employeeCounts)
    .where(eq(employeeCounts.employerId, employerId));
  const changes = db
    .select({
      complete: employeeCountChanges.complete,
      unmet: employeeCountChanges.unmet,
      owner: employeeCountChanges.owner,
      requirement: employeeCountChanges.requirement,
      needsHrAction: employeeCountChanges.needsHrAction,
      employees: sql<number>`${employeeCountChanges.delta}`.as("employees"),
    })
    .from(employeeCountChanges)
    .where(eq(employeeCountChanges.employerId, employerId));
  const all = folded.unionAll(changes).as("all_buckets");
  const rows = await db
    .select({
      complete: all.complete,
      unmet: all.unmet,
      owner: all.owner,
      requirement: all.requirement,
      needsHrAction: all.needsHrAction,
      employees: sql<number>`sum(${all.employees})::int`,
    })
    .from(all)
    .groupBy(all.complete, all.unmet, all.owner, all.requirement, all.needsHrAction)
    .having(sql`sum(${all.employees}) <> 0`);
  return rows.map((row) => ({ ...row, employees: Number(row.employees) })) as EmployeeBucket[];
}
