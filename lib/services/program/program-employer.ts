import { asc, eq } from "drizzle-orm";

import { employers, payrollSchedules, type EmployerRow, type PayrollScheduleRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { QueryContext } from "../context";
import { hrContactOf } from "../employers/hr-contact";

// An employer as the operator console shows and changes it: its names, language, repayment,
// payroll schedules, HR contact and whether it is suspended.

export type ProgramEmployer = ReturnType<typeof programEmployerView>;
export type EmployerStatus = "active" | "suspended" | "offboarding" | "offboarded";

/** Where the employer stands with the program: offboarded, being offboarded, suspended, or active. */
export const employerStatus = (
  employer: Pick<EmployerRow, "suspendedAt" | "offboardingStartedAt" | "offboardedAt">,
): EmployerStatus =>
  employer.offboardedAt
    ? "offboarded"
    : employer.offboardingStartedAt
      ? "offboarding"
      : employer.suspendedAt
        ? "suspended"
        : "active";

export function programEmployerView(employer: EmployerRow, schedules: PayrollScheduleRow[]) {
  return {
    id: employer.id,
    name: employer.name,
    legalName: employer.legalName,
    defaultLanguage: employer.defaultLanguage,
    repayment: {
      payrollDeduction: employer.payrollDeductionRepayment,
      paymentMethod: employer.paymentMethodRepayment,
    },
    payrollSchedules: schedules.map((schedule) => ({
      id: schedule.id,
      name: schedule.name,
      payFrequency: schedule.payFrequency,
      active: schedule.active,
    })),
    hrContact: hrContactOf(employer),
    requireMfa: employer.requireMfa,
    status: employerStatus(employer),
    offboardingStartedAt: employer.offboardingStartedAt,
    offboardedAt: employer.offboardedAt,
    offboardingError: employer.offboardingError,
    suspendedAt: employer.suspendedAt,
    suspensionReason: employer.suspensionReason,
    createdAt: employer.createdAt,
  };
}

/** The employer and its schedules, or employer_not_found (operators reach every employer; an unknown id is nobody's). */
export async function loadProgramEmployer({
  ctx,
  employerId,
  forUpdate = false,
}: {
  ctx: QueryContext;
  employerId: string;
  /** Hold the employer's row for the rest of the caller's transaction. */
  forUpdate?: boolean;
}): Promise<ProgramEmployer> {
  const query = ctx.db.select().from(employers).where(eq(employers.id, employerId));
  const [employer] = forUpdate ? await query.for("update") : await query;
  if (!employer) throw new AppError("employer_not_found", "No employer with this id.");
  const schedules = await ctx.db
    .select()
    .from(payrollSchedules)
    .where(eq(payrollSchedules.employerId, employerId))
    .orderBy(asc(payrollSchedules.id));
  return programEmployerView(employer, schedules);
}
