import { and, desc, eq, sql, type SQL } from "drizzle-orm";

import { employees, type EmployeeRow } from "@/db/schema";
import type { ListQuery } from "@/lib/schemas/pagination";

import type { EmployerContext } from "../context";

import { getEmployeeOrThrow } from "../employee-scope";

/** Newest first; the cursor is the last employee id of the previous page. */
export async function listEmployees({
  ctx,
  query,
}: {
  ctx: EmployerContext;
  query: ListQuery;
}): Promise<{ data: EmployeeRow[]; hasMore: boolean }> {
  const { db, employerId } = ctx;
  const conditions: SQL[] = [eq(employees.employerId, employerId)];
  if (query.externalId) conditions.push(eq(employees.externalId, query.externalId));
  if (query.startingAfter) {
    const cursor = await getEmployeeOrThrow({ ctx, employeeId: query.startingAfter });
    // A row comparison, which the (employer, created_at, id) index answers as a range at any depth;
    // the cursor's own values read in SQL, to the microsecond (a JS Date keeps milliseconds).
    const after = db
      .select({ createdAt: employees.createdAt, id: employees.id })
      .from(employees)
      .where(and(eq(employees.employerId, employerId), eq(employees.id, cursor.id)));
    conditions.push(sql`(${employees.createdAt}, ${employees.id}) < (${after})`);
  }
  const rows = await db
    .select()
    .from(employees)
    .where(and(...conditions))
    .orderBy(desc(employees.createdAt), desc(employees.id))
    .limit(query.limit + 1);
  return { data: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}
