import { asc, eq } from "drizzle-orm";

import { employers, payrollSchedules } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { QueryContext } from "../context";

/** The employer in scope: its name and repayment settings, and optionally its payroll schedules. */
export async function getEmployerSettings({ ctx, withSchedules = false }: { ctx: QueryContext & { employerId: string }; withSchedules?: boolean }) {
  const [[employer], schedules] = await Promise.all([
    ctx.db.select().from(employers).where(eq(employers.id, ctx.employerId)),
    withSchedules ? ctx.db.select().from(payrollSchedules).where(eq(payrollSchedules.employerId, ctx.employerId)).orderBy(asc(payrollSchedules.id)) : [],
  ]);
  // Sessions and partner scopes only name employers that exist; employers are never deleted.
  if (!employer) throw new AppError("employer_not_found", "No employer with this id.");
  return { employer, schedules };
}
