import { and, eq, isNull, lt, or, sql } from "drizzle-orm";

import { employees } from "@/db/schema";

import type { EmployeeQuery } from "../requests";

/**
 * The HR table's "Last active": the employee signed in or saved something in the portal. Written
 * at most once a minute per person, so a busy session costs no more than a read.
 */
export async function markEmployeeActive({ ctx, employeeId }: EmployeeQuery): Promise<void> {
  const { db } = ctx;
  await db
    .update(employees)
    .set({ lastActiveAt: sql`now()` })
    .where(
      and(
        eq(employees.id, employeeId),
        or(isNull(employees.lastActiveAt), lt(employees.lastActiveAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
