import type { Queryable } from "@/db/client";
import { todayUtc } from "@/lib/domain/dates";
import { evaluateRequirements, type RequirementsResult } from "@/lib/domain/requirements";

import { employeeNotFound } from "../employees/get-employee-or-throw";

import { loadEmployeeWithContext, snapshotEmployee } from "./load-requirements-snapshot";

/** Evaluated on read, so a write shows in the very next status read; one round trip. */
export async function getOnboardingStatus(
  db: Queryable,
  { employerId, employeeId }: { employerId: string; employeeId: string },
): Promise<RequirementsResult & { employeeId: string; evaluatedAt: Date }> {
  const now = new Date();
  const loaded = await loadEmployeeWithContext(db, { employerId, employeeId, now });
  if (!loaded) throw employeeNotFound();
  return { employeeId, evaluatedAt: now, ...evaluateRequirements({ today: todayUtc(now), employee: snapshotEmployee(loaded.employee), ...loaded.context }) };
}
