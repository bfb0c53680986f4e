import { and, eq } from "drizzle-orm";

import { employees, identityChecks } from "@/db/schema";
import { recordEvent } from "@/lib/events/record-event";
import { logger } from "@/lib/logger";

import type { QueryContext } from "../context";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";

import { lockPersonOfCheck } from "./lock-person-of-check";

export type UnresolvedReason = "vendor_unresolved" | "no_decision_in_time";

/**
 * Ends a pending check that got no decision, for good (status `unresolved`): the vendor ended its
 * case without one (Persona's `errored`), or no decision came by the create deadline
 * (lib/jobs/run-identity-checks.ts), after which a create could bill a second verification. The
 * check keeps the vendor's word (`vendorStatus`) and why (`lastError`); its snapshot is dropped.
 * Nothing was decided about the person, so nothing adverse follows: they are where they were before
 * the check — NOT_STARTED after a standard check, NEEDS_EXPANDED_VERIFICATION after a documentary
 * one — and a new check starts only when someone asks for it (an initiate, an upload), never by
 * itself. `identity-verification.unresolved` tells partners; the gauge identity_checks_unresolved
 * alerts our operators (docs/operations.md). Only a still-pending check changes (false otherwise).
 * Run it in the caller's transaction.
 */
export async function endUnresolvedCheck({
  ctx,
  checkId,
  reason,
  vendorStatus,
  lastError,
}: {
  ctx: QueryContext;
  checkId: string;
  reason: UnresolvedReason;
  vendorStatus: string | null;
  /** Why, in the vendor's words only: never a value the check sends. */
  lastError: string;
}): Promise<boolean> {
  const { db } = ctx;
  // The person first, then the check: the order every such path takes.
  if (!(await lockPersonOfCheck({ ctx, checkId }))) return false;
  const [ended] = await db
    .update(identityChecks)
    .set({
      status: "unresolved",
      completedAt: new Date(),
      lockedUntil: null,
      subjectSealed: null,
      lastError,
      ...(vendorStatus !== null ? { vendorStatus } : {}),
    })
    .where(and(eq(identityChecks.id, checkId), eq(identityChecks.status, "pending")))
    .returning();
  if (!ended) return false;
  const status = ended.kind === "documentary" ? "NEEDS_EXPANDED_VERIFICATION" : "NOT_STARTED";
  await db
    .update(employees)
    .set({ onboardingStatus: status, updatedAt: new Date() })
    .where(and(eq(employees.id, ended.employeeId), eq(employees.onboardingStatus, "PENDING")));
  await recordEvent({
    ctx,
    type: "identity-verification.unresolved",
    employerId: ended.employerId,
    employeeId: ended.employeeId,
    data: {
      employerId: ended.employerId,
      employeeId: ended.employeeId,
      status,
      checkId: ended.id,
      stage: ended.kind,
      reason,
    },
  });
  await refreshRequirementsProjection({ ctx, employeeId: ended.employeeId });
  logger.error(
    { checkId: ended.id, provider: ended.provider, vendorStatus: ended.vendorStatus, reason, lastError },
    "identity check ended unresolved: the vendor gave no decision",
  );
  return true;
}

/** The vendor ended the check's case without a decision (a status it lists as unresolved: Persona's `errored`). */
export function endCheckVendorLeftUndecided({
  ctx,
  checkId,
  vendorStatus,
}: {
  ctx: QueryContext;
  checkId: string;
  vendorStatus: string;
}): Promise<boolean> {
  return endUnresolvedCheck({
    ctx,
    checkId,
    reason: "vendor_unresolved",
    vendorStatus,
    lastError: `the provider ended the case without a decision: ${JSON.stringify(vendorStatus.slice(0, 40))}`,
  });
}
