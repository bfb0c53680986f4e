import { desc, eq } from "drizzle-orm";

import { employeeImports } from "@/db/schema";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";

/** The employer's last 20 imports, newest first. */
export async function listImports({ ctx }: { ctx: EmployerContext }) {
  authorize(ctx.actor, "employees.read");
  return ctx.db
    .select()
    .from(employeeImports)
    .where(eq(employeeImports.employerId, ctx.employerId))
    .orderBy(desc(employeeImports.createdAt))
    .limit(20);
}
