import { employers, payrollSchedules, type EmployerRow, type PayFrequency } from "@/db/schema";
import { createId } from "@/lib/ids";

import type { QueryContext } from "../context";
import { getEnv } from "@/lib/env";

type ScheduleInput = { name: string; payFrequency: PayFrequency; active: boolean };

/** Employers are set up by the service operator (seed, admin tooling), never through the partner API. */
export async function createEmployer({
  ctx: { db },
  input,
}: {
  ctx: QueryContext;
  input: {
    name: string;
    /** The employer's name in law; its display name when not given (the seed, tests). */
    legalName?: string;
    defaultLanguage?: "en" | "es";
    payrollDeductionRepayment: boolean;
    paymentMethodRepayment: boolean;
    schedules?: ScheduleInput[];
    /** "Require MFA" for its HR people; default on in production. */
    requireMfa?: boolean;
  };
}): Promise<{ employer: EmployerRow; scheduleIds: number[] }> {
  const [employer] = await db
    .insert(employers)
    .values({
      id: createId("empr"),
      name: input.name,
      legalName: input.legalName ?? input.name,
      defaultLanguage: input.defaultLanguage ?? "en",
      payrollDeductionRepayment: input.payrollDeductionRepayment,
      paymentMethodRepayment: input.paymentMethodRepayment,
      // Every HR person of an employer created in production must have a second factor; an owner
      // may turn it off. Outside production it starts off, so the demo and tests sign in simply.
      requireMfa: input.requireMfa ?? getEnv().APP_ENV === "production",
    })
    .returning();
  const schedules = input.schedules ?? [];
  const inserted =
    schedules.length === 0
      ? []
      : await db
          .insert(payrollSchedules)
          .values(schedules.map((schedule) => ({ ...schedule, employerId: employer!.id })))
          .returning({ id: payrollSchedules.id });
  return { employer: employer!, scheduleIds: inserted.map((row) => row.id) };
}
