"use client";

import { useQuery } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type { EmployeeRemindersResponse } from "@/lib/schemas/responses/reminders";

// Under the employee's own key, so whatever invalidates the employee reads their reminders again.
export const employeeRemindersKey = (id: string) => ["admin", "employee", id, "reminders"] as const;

/** The reminders to finish onboarding e-mailed to one employee, and their opt-out (HR's employee page). */
export function useEmployeeReminders(id: string) {
  return useQuery({
    queryKey: employeeRemindersKey(id),
    queryFn: () => fetchJson<EmployeeRemindersResponse>(`/api/admin/employees/${encodeURIComponent(id)}/reminders`),
  });
}
