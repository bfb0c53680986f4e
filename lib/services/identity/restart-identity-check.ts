import { and, eq } from "drizzle-orm";

import { employees, type EmployeeRow } from "@/db/schema";
import { recordEvent } from "@/lib/events/record-event";

import type { TxContext } from "../context";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";
import { findHardStop } from "../onboarding/refuse-hard-stopped";

import { checkIdentityData } from "./check-identity-data";
import { queueIdentityCheck } from "./queue-check";

/**
 * A verified person's name, birth date or SSN changed (lib/domain/identity/identity-recheck.ts): what was
 * verified is no longer what is on file, so identity starts over, in the caller's transaction, with
 * `employee` the row as written. With complete data a standard check is queued at once (PENDING);
 * otherwise — or for someone the new birth date makes a minor (a hard stop: no vendor call) — the
 * state is NOT_STARTED until the data allows one. Either way identity is not VERIFIED, so the card
 * the person holds is paused by the program rules until a check passes (lib/domain/program/program-rules.ts).
 * `identity-verification.restarted` tells partners, naming the fields (never their values).
 */
export async function restartIdentityCheck({
  ctx,
  employee,
  changedFields,
}: {
  ctx: TxContext;
  employee: EmployeeRow;
  changedFields: readonly string[];
}): Promise<"PENDING" | "NOT_STARTED"> {
  const { db, employerId } = ctx;
  // The same rule that refuses a partner's initiate: no check for someone a hard stop holds back.
  const { stop } = await findHardStop({ ctx, employee, action: "identity_verification" });
  let status: "PENDING" | "NOT_STARTED";
  if (checkIdentityData(employee).ok && stop === null) {
    await queueIdentityCheck({ ctx, employeeId: employee.id, kind: "standard" });
    status = "PENDING";
  } else {
    await db
      .update(employees)
      .set({ onboardingStatus: "NOT_STARTED", updatedAt: new Date() })
      .where(and(eq(employees.id, employee.id), eq(employees.employerId, employerId)));
    await refreshRequirementsProjection({ ctx, employeeId: employee.id });
    status = "NOT_STARTED";
  }
  await recordEvent({
    ctx: { db },
    type: "identity-verification.restarted",
    employerId,
    employeeId: employee.id,
    data: {
      employerId,
      employeeId: employee.id,
      status,
      reason: "identity_data_changed",
      changedFields: [...changedFields].sort(),
    },
  });
  return status;
}
