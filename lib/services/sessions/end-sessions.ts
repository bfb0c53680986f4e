import { eq, sql } from "drizzle-orm";

import { adminUsers, employees } from "@/db/schema";

import type { EmployerContext, QueryContext } from "../context";
import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";
import { withdrawSignInLinks } from "../portal/sign-in-links";

/**
 * Ends every session of an employee — their own sign-out, or HR's "end sessions" — and withdraws
 * the sign-in links not used yet, so an old invite cannot open a new session either.
 */
export async function endEmployeeSessions({ ctx, employeeId }: { ctx: EmployerContext; employeeId: string }): Promise<void> {
  const employee = await getEmployeeOrThrow({ ctx, employeeId });
  await ctx.db.transaction(async (tx) => {
    await tx.update(employees).set({ sessionVersion: sql`${employees.sessionVersion} + 1` }).where(eq(employees.id, employee.id));
    await withdrawSignInLinks(tx, employee.id);
  });
}

/** Ends every session of an admin (signing out signs out everywhere). */
export async function endAdminSessions({ ctx, adminId }: { ctx: QueryContext; adminId: string }): Promise<void> {
  await ctx.db.update(adminUsers).set({ sessionVersion: sql`${adminUsers.sessionVersion} + 1` }).where(eq(adminUsers.id, adminId));
}
