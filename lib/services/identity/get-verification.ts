import { desc, eq } from "drizzle-orm";

import { identityChecks } from "@/db/schema";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";

/** The employee's verification state and their latest checks, newest first. */
export async function getVerification({ ctx, employeeId }: EmployeeRequest) {
  const employee = await getEmployeeOrThrow({ ctx, employeeId });
  const checks = await ctx.db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.employeeId, employee.id))
    .orderBy(desc(identityChecks.createdAt))
    .limit(20);
  return { employee, checks };
}
