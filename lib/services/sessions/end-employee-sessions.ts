import { eq, sql } from "drizzle-orm";

import { employees } from "@/db/schema";
import { inTransaction } from "@/db/transaction";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import { withdrawSignInLinks } from "../sign-in-links/sign-in-links";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

/**
 * Ends every session of an employee (HR's "Sign out everywhere": a lost phone, a shared computer)
 * and withdraws the sign-in links not used yet, so an old invite cannot open a new session either.
 */
export async function endEmployeeSessions({ ctx, employeeId }: EmployeeRequest): Promise<void> {
  authorize(ctx.actor, "employees.sign_out");
  const employee = await getEmployeeOrThrow({ ctx, employeeId });
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(employees)
      .set({ sessionVersion: sql`${employees.sessionVersion} + 1` })
      .where(eq(employees.id, employee.id));
    await withdrawSignInLinks({ ctx: tx, employeeId: employee.id });
    await recordAudit({
      ctx: tx,
      entry: { action: "employee.sessions_ended", target: { type: "employee", id: employee.id } },
    });
  });
}
