import { employers, payrollSchedules, type EmployerRow, type PayFrequency } from "@/db/schema";
import { createId } from "@/lib/ids";

import type { QueryContext } from "../context";

type ScheduleInput = { name: string; payFrequency: PayFrequency; active: boolean };

/** Employers are set up by the service operator (seed, admin tooling), never through the partner API. */
export async function createEmployer({
  ctx: { db },
  input,
}: {
  ctx: QueryContext;
  input: {
    name: string;
    payrollDeductionRepayment: boolean;
    paymentMethodRepayment: boolean;
    schedules?: ScheduleInput[];
  };
}): Promise<{ employer: EmployerRow; scheduleIds: number[] }> {
  const [employer] = await db
    .insert(employers)
    .values({
      id: createId("empr"),
      name: input.name,
      payrollDeductionRepayment: input.payrollDeductionRepayment,
      paymentMethodRepayment: input.paymentMethodRepayment,
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
