import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";

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
    conditions.push(
      or(
        lt(employees.createdAt, cursor.createdAt),
        and(eq(employees.createdAt, cursor.createdAt), lt(employees.id, cursor.id)),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(employees)
    .where(and(...conditions))
    .orderBy(desc(employees.createdAt), desc(employees.id))
    .limit(query.limit + 1);
  return { data: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}
