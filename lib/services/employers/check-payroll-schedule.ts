import { and, eq } from "drizzle-orm";

import { payrollSchedules } from "@/db/schema";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import type { FieldError } from "@/lib/errors/app-error";

import type { QueryContext } from "../context";

/** A schedule may be assigned only if it belongs to the employer and is active (docs/api.md). */
export async function checkPayrollSchedule({
  ctx,
  employerId,
  scheduleId,
}: {
  ctx: QueryContext;
  employerId: string;
  scheduleId: number;
}): Promise<FieldError | undefined> {
  const { db } = ctx;
  const [schedule] = await db
    .select({ active: payrollSchedules.active })
    .from(payrollSchedules)
    .where(and(eq(payrollSchedules.id, scheduleId), eq(payrollSchedules.employerId, employerId)))
    .limit(1);
  if (!schedule) {
    return {
      path: "/payrollScheduleId",
      code: "payroll_schedule_not_found",
      message: FIELD_ERROR_CODES.payroll_schedule_not_found,
    };
  }
  if (!schedule.active) {
    return {
      path: "/payrollScheduleId",
      code: "payroll_schedule_inactive",
      message: FIELD_ERROR_CODES.payroll_schedule_inactive,
    };
  }
  return undefined;
}
