import { and, eq, inArray } from "drizzle-orm";

import { employees, identityChecks, type EmployeeRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { AppError } from "@/lib/errors/app-error";
import { recordEvent } from "@/lib/events/record-event";

import type { ServiceContext } from "../context";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";

/**
 * Sandbox/staging only (docs/api.md): resets the employee's verification so that the next initiate
 * goes to the expanded (documentary) flow. Pending checks are cancelled; their answers are ignored.
 * The path names no employer: a partner reaches the employee through any of its employers.
 */
export async function closeAccount({
  ctx,
  employeeId,
}: {
  ctx: ServiceContext;
  employeeId: string;
}): Promise<EmployeeRow> {
  const employerIds = ctx.actor.type === "partner" ? [...ctx.actor.employerIds] : [];
  if (employerIds.length === 0)
    throw new AppError("employee_not_found", "No employee with this id is available to your client.");
  return inTransaction(ctx, async (tx) => {
    const [employee] = await tx.db
      .select()
      .from(employees)
      .where(and(eq(employees.id, employeeId), inArray(employees.employerId, employerIds)))
      .for("update");
    if (!employee) throw new AppError("employee_not_found", "No employee with this id is available to your client.");
    await tx.db
      .update(identityChecks)
      .set({ status: "cancelled", lockedUntil: null, subjectSealed: null, completedAt: new Date() })
      .where(and(eq(identityChecks.employeeId, employeeId), eq(identityChecks.status, "pending")));
    const [row] = await tx.db
      .update(employees)
      .set({ onboardingStatus: "NOT_STARTED", expandedVerificationRequired: true, updatedAt: new Date() })
      .where(eq(employees.id, employeeId))
      .returning();
    await recordEvent({
      ctx: tx,
      type: "employee.updated",
      employerId: employee.employerId,
      employeeId,
      data: { employeeId, changedFields: ["onboarding_status"] },
    });
    await refreshRequirementsProjection({ ctx: tx, employeeId });
    return row!;
  });
}
