import { and, eq, isNotNull } from "drizzle-orm";

import { cards, employees, identityChecks, identityEvidence, liveCardOf, type EmployeeRow } from "@/db/schema";
import { pendingCheckStale, SENT_IDENTITY_FIELDS } from "@/lib/domain/identity/identity-recheck";
import { recordEvent } from "@/lib/events/record-event";

import type { TxContext } from "../context";
import { writeCardLockMove } from "../cards/card-changes";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";
import { findHardStop } from "../onboarding/refuse-hard-stopped";

import { checkIdentityData } from "./check-identity-data";
import { queueIdentityCheck } from "./queue-check";

/**
 * Identity data a check vouched for or is about to send changed (lib/domain/identity/identity-recheck.ts):
 * what is on file is no longer what was (or would be) verified, so identity starts over, in the
 * caller's transaction, with `employee` the row as written.
 *
 * - A check still pending is cancelled first: its request carries the old data under its own
 *   idempotency key, so it is never sent again (an answer that arrives for it is ignored). A
 *   documentary check is queued again with the same document, if its images are still kept; any
 *   other, a standard check.
 * - With complete data the new check is queued at once (PENDING); otherwise — or for someone the
 *   new birth date makes a minor (a hard stop: no vendor call) — the state is NOT_STARTED until
 *   the data allows one. Either way identity is not VERIFIED, so the card the person holds is
 *   paused in this same transaction (the program's `identity_unverified` lock, as the program rules
 *   decide it: lib/domain/program/program-rules.ts), never a moment later; the rules lift it once a
 *   check passes. The issuer follows after the commit: `pausedCardId` names the card for the caller
 *   to tell it, else the card reconciler does.
 *
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
}): Promise<{ status: "PENDING" | "NOT_STARTED"; pausedCardId: string | null }> {
  const { db, employerId } = ctx;
  // A pending check whose request carries none of the changed fields stands (a documentary one
  // under review, and a new phone number): nothing to restart.
  const pending = await db
    .select({ kind: identityChecks.kind })
    .from(identityChecks)
    .where(
      and(
        eq(identityChecks.employeeId, employee.id),
        eq(identityChecks.employerId, employerId),
        eq(identityChecks.status, "pending"),
      ),
    );
  if (pending.length > 0 && !pending.some((check) => pendingCheckStale(check.kind, changedFields)))
    return { status: "PENDING", pausedCardId: null };
  const cancelled = await db
    .update(identityChecks)
    .set({ status: "cancelled", lockedUntil: null, subjectSealed: null, completedAt: new Date() })
    .where(
      and(
        eq(identityChecks.employeeId, employee.id),
        eq(identityChecks.employerId, employerId),
        eq(identityChecks.status, "pending"),
      ),
    )
    .returning({ kind: identityChecks.kind, evidenceId: identityChecks.evidenceId });
  const document = await documentToCheckAgain(ctx, cancelled);
  // The same rule that refuses a partner's initiate: no check for someone a hard stop holds back —
  // except the final identity failure, which exactly this change of data lifts.
  const found = await findHardStop({ ctx, employee, action: "identity_verification" });
  const stop = found.stop === "identity_failed" ? null : found.stop;
  let status: "PENDING" | "NOT_STARTED";
  if (checkIdentityData(employee).ok && stop === null) {
    await queueIdentityCheck({
      ctx,
      employee,
      kind: document ? "documentary" : "standard",
      evidenceId: document,
    });
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
      changedFields: changedFields
        .filter((field) => (SENT_IDENTITY_FIELDS as readonly string[]).includes(field))
        .sort(),
    },
  });
  return { status, pausedCardId: await pauseLiveCard(ctx, employee.id) };
}

/** The program's identity_unverified lock on the person's issued live card, if any; the card's id when it newly paused it. */
async function pauseLiveCard(ctx: TxContext, employeeId: string): Promise<string | null> {
  const [live] = await ctx.db.select({ id: cards.id }).from(cards).where(liveCardOf(employeeId, ctx.employerId));
  if (!live) return null;
  const { changed } = await writeCardLockMove({
    ctx: { ...ctx, actor: { type: "system", name: "identity-restart" } },
    employeeId,
    cardId: live.id,
    reason: "identity_unverified",
    move: "lock",
  });
  return changed ? live.id : null;
}

/** The document of a cancelled documentary check, if its images are still kept: checked again with the new data. */
async function documentToCheckAgain(
  { db }: TxContext,
  cancelled: ReadonlyArray<{ kind: string; evidenceId: string | null }>,
): Promise<string | null> {
  const evidenceId = cancelled.find((check) => check.kind === "documentary")?.evidenceId;
  if (!evidenceId) return null;
  const [kept] = await db
    .select({ id: identityEvidence.id })
    .from(identityEvidence)
    .where(and(eq(identityEvidence.id, evidenceId), isNotNull(identityEvidence.frontEncrypted)));
  return kept?.id ?? null;
}
