import { and, eq, inArray } from "drizzle-orm";

import { employees, identityChecks, identityEvidence } from "@/db/schema";
import type { DocumentDescription } from "@/lib/providers/identity";
import { notifyWork } from "@/db/work-channels";
import { recordEvent } from "@/lib/events/record-event";

import type { QueryContext } from "../context";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";

import { lockPersonOfCheck } from "./lock-person-of-check";

export type FinalOutcome = "VERIFIED" | "FAILED" | "NEEDS_EXPANDED_VERIFICATION";
export type SettledCheck = { id: string; employeeId: string; employerId: string; kind: string };

const EVENT_FOR: Record<FinalOutcome, string> = {
  VERIFIED: "identity-verification.success",
  FAILED: "identity-verification.failed",
  NEEDS_EXPANDED_VERIFICATION: "identity-verification.needs-documentary-evidence",
};

/**
 * Settles a pending check with a final outcome — from the runner (the provider's direct answer)
 * or from a vendor's signed callback (a reviewed case). Only a still-pending check changes, so an
 * answer for a check that was cancelled or already settled changes nothing (false). Run it in
 * the caller's transaction: the check, the employee, the event and the projection commit together.
 */
export async function settleIdentityCheck({
  ctx,
  check,
  outcome,
  document,
  lateAfterUnresolved = false,
}: {
  ctx: QueryContext;
  check: SettledCheck;
  outcome: FinalOutcome;
  /** What the vendor read from the document, for a documentary check whose answer said. */
  document?: DocumentDescription;
  /**
   * A check that ended unresolved, its person still where the end left them (settle-reviewed-check.ts
   * decides that): the vendor's late decision settles it all the same.
   */
  lateAfterUnresolved?: boolean;
}): Promise<boolean> {
  const { db } = ctx;
  await lockPersonOfCheck({ ctx, checkId: check.id });
  const from = lateAfterUnresolved ? "unresolved" : "pending";
  const completedAt = new Date();
  // A document the vendor decided on without saying what it read: the worker asks it afterwards
  // (lib/jobs/read-checked-documents.ts), never on the way to the decision.
  const readDocumentLater = check.kind === "documentary" && document === undefined;
  const [settled] = await db
    .update(identityChecks)
    .set({
      status: "completed",
      outcome,
      completedAt,
      lockedUntil: null,
      lastError: null,
      subjectSealed: null,
      ...(readDocumentLater ? { documentReadPending: true, nextAttemptAt: completedAt } : {}),
    })
    .where(and(eq(identityChecks.id, check.id), eq(identityChecks.status, from)))
    .returning({ id: identityChecks.id, evidenceId: identityChecks.evidenceId, provider: identityChecks.provider });
  if (!settled) return false;
  // The document's description outlives its images (purge-document-images.ts): when and how it was
  // checked, and what the vendor read from it.
  if (settled.evidenceId)
    await db
      .update(identityEvidence)
      .set({ checkedAt: completedAt, checkedBy: settled.provider, checkOutcome: outcome, ...document })
      .where(eq(identityEvidence.id, settled.evidenceId));
  await db
    .update(employees)
    .set({
      onboardingStatus: outcome,
      updatedAt: new Date(),
      ...(outcome === "NEEDS_EXPANDED_VERIFICATION" ? { expandedVerificationRequired: false } : {}),
    })
    .where(
      and(
        eq(employees.id, check.employeeId),
        lateAfterUnresolved
          ? inArray(employees.onboardingStatus, ["NOT_STARTED", "NEEDS_EXPANDED_VERIFICATION"])
          : eq(employees.onboardingStatus, "PENDING"),
      ),
    );
  await recordEvent({
    ctx,
    type: EVENT_FOR[outcome],
    employerId: check.employerId,
    employeeId: check.employeeId,
    data: {
      employerId: check.employerId,
      employeeId: check.employeeId,
      status: outcome,
      checkId: check.id,
      stage: check.kind,
    },
  });
  await refreshRequirementsProjection({ ctx: ctx, employeeId: check.employeeId });
  if (readDocumentLater) await notifyWork(db, "identity");
  return true;
}
