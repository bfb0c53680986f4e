import { z } from "zod";

import { listOf, prefixedId } from "./common";

export const employerSchema = z
  .strictObject({
    id: prefixedId("empr", "empr_7Hq2Lm9XcV3bN8kP1sT4wY"),
    object: z.literal("employer"),
    name: z.string(),
    payrollDeductionRepayment: z.boolean(),
    paymentMethodRepayment: z.boolean(),
  })
  .meta({ id: "Employer" });
export type EmployerResponse = z.input<typeof employerSchema>;

export const payrollScheduleSchema = z
  .strictObject({
    id: z.number().int().meta({ example: 1 }),
    object: z.literal("payroll_schedule"),
    name: z.string(),
    payFrequency: z.string().meta({ description: "weekly, biweekly, semimonthly or monthly.", example: "biweekly" }),
    active: z.boolean(),
  })
  .meta({ id: "PayrollSchedule" });
export type PayrollScheduleResponse = z.input<typeof payrollScheduleSchema>;

export const employerListSchema = listOf(employerSchema);
export const payrollScheduleListSchema = listOf(payrollScheduleSchema);
