import { eq } from "drizzle-orm";

import { employers } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import { authorize } from "../authorize";
import type { QueryContext } from "../context";

import { listPayrollSchedules } from "./list-payroll-schedules";

/** The employer in scope: its name and repayment settings, and optionally its payroll schedules. */
export async function getEmployerSettings({
  ctx,
  withSchedules = false,
}: {
  ctx: QueryContext & { employerId: string };
  withSchedules?: boolean;
}) {
  // Every HR role reads the employer's name, repayment options and schedules (the session shows them).
  authorize(ctx.actor, "employees.read");
  const [[employer], schedules] = await Promise.all([
    ctx.db.select().from(employers).where(eq(employers.id, ctx.employerId)),
    withSchedules ? listPayrollSchedules({ ctx }) : [],
  ]);
  // Sessions and partner scopes only name employers that exist; employers are never deleted.
  if (!employer) throw new AppError("employer_not_found", "No employer with this id.");
  return { employer, schedules };
}
