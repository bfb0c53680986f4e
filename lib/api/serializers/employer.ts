import type { EmployerRow, PayrollScheduleRow } from "@/db/schema";

export function serializeEmployer(row: EmployerRow) {
  return {
    id: row.id,
    object: "employer" as const,
    name: row.name,
    payrollDeductionRepayment: row.payrollDeductionRepayment,
    paymentMethodRepayment: row.paymentMethodRepayment,
  };
}

export function serializePayrollSchedule(row: PayrollScheduleRow) {
  return {
    id: row.id,
    object: "payroll_schedule" as const,
    name: row.name,
    payFrequency: row.payFrequency,
    active: row.active,
  };
}
