import { evaluateRequirements, type RequirementsResult } from "@/lib/domain/onboarding/requirements";

import type { EmployeeRequest } from "../requests";
import { employeeNotFound, mayReachEmployee } from "../employee-scope";

import { loadEmployeeSnapshot } from "./load-requirements-snapshot";

/** Evaluated on read, so a write shows in the very next status read; one round trip. */
export async function getOnboardingStatus({
  ctx,
  employeeId,
}: EmployeeRequest): Promise<RequirementsResult & { employeeId: string; evaluatedAt: Date }> {
  if (!mayReachEmployee(ctx.actor, employeeId)) throw employeeNotFound();
  const now = new Date();
  const snapshot = await loadEmployeeSnapshot({ ctx, employerId: ctx.employerId, employeeId, now });
  if (!snapshot) throw employeeNotFound();
  return { employeeId, evaluatedAt: now, ...evaluateRequirements(snapshot) };
}
