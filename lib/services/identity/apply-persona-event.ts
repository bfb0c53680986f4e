import { and, eq, isNull, or } from "drizzle-orm";

import { identityChecks, processedIdentityEvents } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { getEnv, personaStatusesOf } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/logger";
import type { PersonaEvent } from "@/lib/providers/identity/persona-event";
import { personaDecision, personaOutcome, unmappedStatus } from "@/lib/providers/identity/persona-status";

import type { ServiceContext } from "../context";

import { recordDocumentDescription } from "./record-document-description";
import { settleReviewedCheck } from "./settle-reviewed-check";

/**
 * Applies a verified Persona callback: a transaction's final decision settles the check it was
 * created for (its reference id is our check id). A redelivered event is skipped (its id is
 * recorded in the same transaction as its effect); an event for a check already settled (by an
 * earlier event or by our poll of Persona), cancelled or not Persona's changes nothing, so
 * out-of-order delivery cannot undo a decision. A settled documentary check then gets what Persona
 * read from the document (record-document-description.ts), after the decision commits.
 *
 * A status in none of the operator's lists (PERSONA_*_STATUSES) is not acknowledged: the event is
 * not recorded, the check's last error names the status, and the caller is refused
 * (vendor_status_unmapped), so Persona delivers it again ("Any other status will trigger
 * retries", up to 7 more times over about two days) and a status added to the lists meanwhile
 * settles the check. Acknowledging it would leave the check waiting quietly for a decision that
 * already came.
 */
export async function applyPersonaEvent({
  ctx,
  event,
}: {
  ctx: ServiceContext;
  event: PersonaEvent;
}): Promise<"applied" | "duplicate" | "ignored"> {
  const statuses = personaStatusesOf(getEnv());
  const reported = event.transaction;
  if (
    event.name === "transaction.status-updated" &&
    reported?.referenceId &&
    reported.status !== null &&
    !personaOutcome(reported.status, "standard", statuses)
  ) {
    const reason = unmappedStatus(reported.status).message;
    await ctx.db
      .update(identityChecks)
      .set({ lastError: reason })
      .where(
        and(
          eq(identityChecks.id, reported.referenceId),
          eq(identityChecks.provider, "persona"),
          eq(identityChecks.status, "pending"),
          or(isNull(identityChecks.providerReference), eq(identityChecks.providerReference, reported.id)),
        ),
      );
    logger.warn({ personaEventId: event.id, transactionId: reported.id, reason }, "Persona callback not settled");
    throw new AppError("vendor_status_unmapped", reason);
  }
  const result = await inTransaction(ctx, async (tx) => {
    const fresh = await tx.db
      .insert(processedIdentityEvents)
      .values({ id: event.id, provider: "persona", type: event.name })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return "duplicate";
    const transaction = event.transaction;
    if (event.name !== "transaction.status-updated" || !transaction?.referenceId || !transaction.status)
      return "ignored";
    const status = transaction.status;
    const settled = await settleReviewedCheck({
      ctx: tx,
      checkId: transaction.referenceId,
      provider: "persona",
      providerReference: transaction.id,
      decide: (kind) => personaDecision(status, kind, statuses),
    });
    return settled ? "applied" : "ignored";
  });
  // The decision has committed; what Persona read from a decided document is read after it, best
  // effort (a callback carries the transaction only).
  if (result === "applied" && event.transaction?.referenceId)
    await recordDocumentDescription({ ctx, checkId: event.transaction.referenceId });
  return result;
}
