import type { Queryable } from "@/db/client";
import { evaluateRequirements, type RequirementsResult } from "@/lib/domain/requirements";

import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";

import { loadRequirementsSnapshot } from "./load-requirements-snapshot";

/** Evaluated on read, so a write shows in the very next status read. */
export async function getOnboardingStatus(
  db: Queryable,
  { employerId, employeeId }: { employerId: string; employeeId: string },
): Promise<RequirementsResult & { employeeId: string; evaluatedAt: Date }> {
  const employee = await getEmployeeOrThrow(db, { employerId, employeeId });
  const now = new Date();
  const snapshot = await loadRequirementsSnapshot(db, employee, now);
  return { employeeId, evaluatedAt: now, ...evaluateRequirements(snapshot) };
}
