import type { JsonPatchOperation as JsonPatchOp } from "@/lib/schemas/employee";
import type { EmployeeResponse as AdminEmployee } from "@/lib/schemas/responses/employee";

// In page order, which is the order of the error summary.
export const EMPLOYER_FIELDS = ["isEmployed", "isEligible", "payrollScheduleId", "enrollInNewOnboarding"] as const;
export type EmployerField = (typeof EMPLOYER_FIELDS)[number];

/** Form values are strings: "" is "not confirmed" for the yes/no fields and "none" for the schedule. */
export type EmployerValues = {
  isEmployed: string;
  isEligible: string;
  payrollScheduleId: string;
  enrollInNewOnboarding: boolean;
};

const fromBoolean = (value: boolean | null) => (value === null ? "" : String(value));
const toBoolean = (value: string) => (value === "" ? null : value === "true");

export function employerValues(employee: AdminEmployee): EmployerValues {
  return {
    isEmployed: fromBoolean(employee.isEmployed),
    isEligible: fromBoolean(employee.isEligible),
    payrollScheduleId: employee.payrollScheduleId === null ? "" : String(employee.payrollScheduleId),
    enrollInNewOnboarding: employee.enrollInNewOnboarding,
  };
}

/** Only what changed, as one atomic patch: an unchanged field is never written, so never refused. */
export function employerPatch(employee: AdminEmployee, values: EmployerValues): JsonPatchOp[] {
  const next = {
    isEmployed: toBoolean(values.isEmployed),
    isEligible: toBoolean(values.isEligible),
    payrollScheduleId: values.payrollScheduleId === "" ? null : Number(values.payrollScheduleId),
    enrollInNewOnboarding: values.enrollInNewOnboarding,
  };
  return EMPLOYER_FIELDS.filter((field) => next[field] !== employee[field]).map((field) => ({
    op: "replace",
    path: `/${field}`,
    value: next[field],
  }));
}

export const employerFieldFor = (path: string): EmployerField | undefined =>
  EMPLOYER_FIELDS.find((field) => path === `/${field}`);
