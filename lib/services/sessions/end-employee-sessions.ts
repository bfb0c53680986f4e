import { eq, sql } from "drizzle-orm";

import { employees } from "@/db/schema";

import type { EmployerContext } from "../context";
import { getEmployeeOrThrow } from "../employee-scope";
import { withdrawSignInLinks } from "../sign-in-links/sign-in-links";

/**
 * Ends every session of an employee (HR's "Sign out everywhere": a lost phone, a shared computer)
 * and withdraws the sign-in links not used yet, so an old invite cannot open a new session either.
 */
export async function endEmployeeSessions({
  ctx,
  employeeId,
}: {
  ctx: EmployerContext;
  employeeId: string;
}): Promise<void> {
  const employee = await getEmployeeOrThrow({ ctx, employeeId });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(employees)
      .set({ sessionVersion: sql`${employees.sessionVersion} + 1` })
      .where(eq(employees.id, employee.id));
    await withdrawSignInLinks({ ctx: { ...ctx, db: tx }, employeeId: employee.id });
  });
}
