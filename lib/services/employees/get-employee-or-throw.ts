import { and, eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { employees, type EmployeeRow } from "@/db/schema";

import type { Actor } from "../context";
import { employeeNotFound, mayReachEmployee } from "../employee-scope";

/** An employer-scoped context, outside or inside a transaction. */
export type EmployeeScope = { db: Queryable; actor: Actor; employerId: string };

/**
 * The employee, scoped by employer — another employer's employee is simply not found — and by
 * actor: an employee reaches only their own record. Every use case on one employee starts here.
 */
export async function getEmployeeOrThrow({
  ctx,
  employeeId,
  forUpdate = false,
}: {
  ctx: EmployeeScope;
  employeeId: string;
  forUpdate?: boolean;
}): Promise<EmployeeRow> {
  if (!mayReachEmployee(ctx.actor, employeeId)) throw employeeNotFound();
  const query = ctx.db
    .select()
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.employerId, ctx.employerId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw employeeNotFound();
  return row;
}
