import type { Queryable } from "@/db/client";
import { todayUtc } from "@/lib/domain/dates";
import { evaluateRequirements, type RequirementsResult } from "@/lib/domain/requirements";

import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";

import { loadRequirementsContext, snapshotEmployee } from "./load-requirements-snapshot";

/**
 * Evaluated on read, so a write shows in the very next status read. The employee and the rest of
 * the snapshot are two statements; on the pool they run side by side (one connection each).
 */
export async function getOnboardingStatus(
  db: Queryable,
  { employerId, employeeId }: { employerId: string; employeeId: string },
): Promise<RequirementsResult & { employeeId: string; evaluatedAt: Date }> {
  const now = new Date();
  const readEmployee = () => getEmployeeOrThrow(db, { employerId, employeeId });
  const readContext = () => loadRequirementsContext(db, { employerId, employeeId, now });
  // A transaction has one connection: queue the reads there instead of overlapping them.
  const [employee, context] = "rollback" in db ? [await readEmployee(), await readContext()] : await Promise.all([readEmployee(), readContext()]);
  return { employeeId, evaluatedAt: now, ...evaluateRequirements({ today: todayUtc(now), employee: snapshotEmployee(employee), ...context }) };
}
