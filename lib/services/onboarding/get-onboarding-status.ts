import type { Queryable } from "@/db/client";
import { evaluateRequirements, type RequirementsResult } from "@/lib/domain/requirements";

import { employeeNotFound } from "../employees/get-employee-or-throw";

import { loadEmployeeSnapshot } from "./load-requirements-snapshot";

/** Evaluated on read, so a write shows in the very next status read; one round trip. */
export async function getOnboardingStatus(
  db: Queryable,
  { employerId, employeeId }: { employerId: string; employeeId: string },
): Promise<RequirementsResult & { employeeId: string; evaluatedAt: Date }> {
  const now = new Date();
  const snapshot = await loadEmployeeSnapshot(db, { employerId, employeeId, now });
  if (!snapshot) throw employeeNotFound();
  return { employeeId, evaluatedAt: now, ...evaluateRequirements(snapshot) };
}
