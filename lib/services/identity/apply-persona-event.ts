import { and, eq, isNotNull, isNull, or } from "drizzle-orm";

import { identityChecks, processedIdentityEvents } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { getEnv, personaStatusesOf } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/logger";
import type { PersonaEvent } from "@/lib/providers/identity/persona-event";
import { personaDecision, personaOutcome, unmappedStatus } from "@/lib/providers/identity/persona-status";

import type { ServiceContext } from "../context";

import { endCheckVendorLeftUndecided } from "./end-unresolved-check";
import { settleReviewedCheck } from "./settle-reviewed-check";

type Reported = NonNullable<PersonaEvent["transaction"]>;

/**
 * Applies a verified Persona callback, and answers at once: nothing here calls Persona (what it
 * read from a decided document is asked later by the worker: lib/jobs/read-checked-documents.ts).
 * A transaction's final decision settles the check whose recorded case it is (the runner records a
 * transaction's id before anything else: lib/jobs/run-identity-checks.ts); a status the operator
 * lists as unresolved (`errored`) ends it unresolved. A redelivered event is skipped (its id is
 * recorded in the same transaction as its effect); an event for a check already settled (by an
 * earlier event or by our poll of Persona), cancelled or not Persona's changes nothing, so
 * out-of-order delivery cannot undo a decision.
 *
 * Two events are refused rather than used up, so Persona delivers them again ("Any other status
 * will trigger retries", up to 7 more times over about two days):
 * - one whose status is in none of the operator's lists (vendor_status_unmapped; the check's last
 *   error names it), so a status added to the lists meanwhile settles the check;
 * - one about a transaction we have not recorded while the person's check has a create in flight
 *   (vendor_case_not_recorded): the callback overtook the create's answer, which names it in a moment.
 */
export async function applyPersonaEvent({
  ctx,
  event,
}: {
  ctx: ServiceContext;
  event: PersonaEvent;
}): Promise<"applied" | "duplicate" | "ignored"> {
  const statuses = personaStatusesOf(getEnv());
  const reported = event.name === "transaction.status-updated" ? event.transaction : null;
  const status = reported?.status ?? null;
  const checkId = reported && status !== null ? await checkOf(ctx, reported) : null;
  if (checkId === "not_recorded_yet")
    throw new AppError(
      "vendor_case_not_recorded",
      "This transaction's create answer is not recorded yet; deliver the event again.",
    );
  if (
    checkId &&
    status !== null &&
    !personaOutcome(status, "standard", statuses) &&
    !statuses.unresolved.includes(status)
  ) {
    const reason = unmappedStatus(status).message;
    await ctx.db
      .update(identityChecks)
      .set({ lastError: reason, vendorStatus: status })
      .where(and(eq(identityChecks.id, checkId), eq(identityChecks.status, "pending")));
    logger.warn({ personaEventId: event.id, transactionId: reported!.id, reason }, "Persona callback not settled");
    throw new AppError("vendor_status_unmapped", reason);
  }
  return inTransaction(ctx, async (tx) => {
    const fresh = await tx.db
      .insert(processedIdentityEvents)
      .values({ id: event.id, provider: "persona", type: event.name })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return "duplicate";
    if (!checkId || !reported || status === null) return "ignored";
    if (statuses.unresolved.includes(status)) {
      const ended = await endCheckVendorLeftUndecided({ ctx: tx, checkId, vendorStatus: status });
      return ended ? "applied" : "ignored";
    }
    const settled = await settleReviewedCheck({
      ctx: tx,
      checkId,
      provider: "persona",
      providerReference: reported.id,
      decide: (kind) => personaDecision(status, kind, statuses),
    });
    return settled ? "applied" : "ignored";
  });
}

/**
 * The Persona check a transaction is the case of: the one that recorded it, or — a check queued
 * before transactions carried the person's id — the check its reference id names, if it recorded
 * none. Otherwise, when the person named by the reference id has a Persona check whose create was
 * sent and whose answer is not recorded yet, "not_recorded_yet"; else null (not ours).
 */
async function checkOf(ctx: ServiceContext, reported: Reported): Promise<string | "not_recorded_yet" | null> {
  const persona = eq(identityChecks.provider, "persona");
  const [check] = await ctx.db
    .select({ id: identityChecks.id })
    .from(identityChecks)
    .where(
      and(
        persona,
        or(
          eq(identityChecks.providerReference, reported.id),
          reported.referenceId
            ? and(eq(identityChecks.id, reported.referenceId), isNull(identityChecks.providerReference))
            : undefined,
        ),
      ),
    )
    .limit(1);
  if (check) return check.id;
  if (!reported.referenceId) return null;
  const [inFlight] = await ctx.db
    .select({ id: identityChecks.id })
    .from(identityChecks)
    .where(
      and(
        persona,
        eq(identityChecks.employeeId, reported.referenceId),
        eq(identityChecks.status, "pending"),
        isNull(identityChecks.providerReference),
        isNotNull(identityChecks.firstSentAt),
      ),
    )
    .limit(1);
  return inFlight ? "not_recorded_yet" : null;
}
