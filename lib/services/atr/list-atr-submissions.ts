import { desc, eq } from "drizzle-orm";

import { atrSubmissions } from "@/db/schema";

import type { EmployerContext } from "../context";
import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";

/** Every submission, newest first: the first one decides the requirement. */
export async function listAtrSubmissions({ ctx, employeeId }: { ctx: EmployerContext; employeeId: string }) {
  await getEmployeeOrThrow({ ctx, employeeId });
  return ctx.db.select().from(atrSubmissions).where(eq(atrSubmissions.employeeId, employeeId)).orderBy(desc(atrSubmissions.sequence)).limit(100);
}
