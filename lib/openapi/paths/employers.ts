import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { employerListSchema, payrollScheduleListSchema } from "@/lib/schemas/responses/employer";

import { registerOperation } from "../operation";

export function registerEmployerPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/api/employers",
    operationId: "listEmployers",
    summary: "List your employers",
    description: "The employers your API client is bound to. The repayment settings are fixed by the service operator.",
    tag: "Employers",
    success: { status: 200, description: "The employers.", schema: employerListSchema },
  });
  registerOperation(registry, {
    method: "get",
    path: "/api/employers/{employerId}/payroll-schedules",
    operationId: "listPayrollSchedules",
    summary: "List payroll schedules",
    description:
      "Schedules cannot be created or changed through the API; assign an active one to an employee with `payrollScheduleId`.",
    tag: "Employers",
    success: { status: 200, description: "The employer's payroll schedules.", schema: payrollScheduleListSchema },
  });
}
