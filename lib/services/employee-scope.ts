import { and, eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { employees, type EmployeeRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { Actor } from "./context";

// Beside context.ts rather than in employees/: every folder that acts on one employee starts here
// (identity, cards, agreements, ATR, onboarding), and employees/ itself calls some of them (the
// requirements projection; a new identity check after a change of verified data), so a rule kept in
// employees/ would tie those folders to it in a loop.

/** Partners, HR and the system reach every employee of the employer in scope; an employee only themself. */
export const mayReachEmployee = (actor: Actor, employeeId: string) =>
  actor.type !== "employee" || actor.employeeId === employeeId;

export const employeeNotFound = () =>
  new AppError("employee_not_found", "No employee with this id exists for the employer.");

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
