import { desc, eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { identityChecks } from "@/db/schema";

import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";

export async function getVerification(db: Queryable, params: { employerId: string; employeeId: string }) {
  const employee = await getEmployeeOrThrow(db, params);
  const checks = await db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.employeeId, employee.id))
    .orderBy(desc(identityChecks.createdAt))
    .limit(20);
  return { employee, checks };
}
