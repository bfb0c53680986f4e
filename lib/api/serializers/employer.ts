import type { EmployerRow, PayrollScheduleRow } from "@/db/schema";
import type { EmployerResponse, PayrollScheduleResponse } from "@/lib/schemas/responses/employer";

export function serializeEmployer(row: EmployerRow): EmployerResponse {
  return {
    id: row.id,
    object: "employer",
    name: row.name,
    payrollDeductionRepayment: row.payrollDeductionRepayment,
    paymentMethodRepayment: row.paymentMethodRepayment,
  };
}

export function serializePayrollSchedule(row: PayrollScheduleRow): PayrollScheduleResponse {
  return {
    id: row.id,
    object: "payroll_schedule",
    name: row.name,
    payFrequency: row.payFrequency,
    active: row.active,
  };
}
