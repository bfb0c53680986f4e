import { processedIdentityEvents } from "@/db/schema";
import type { PersonaEvent } from "@/lib/providers/identity/persona-event";
import { getEnv, personaStatusesOf } from "@/lib/env";
import { personaDecision } from "@/lib/providers/identity/persona-status";

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
 */
export async function applyPersonaEvent({
  ctx,
  event,
}: {
  ctx: ServiceContext;
  event: PersonaEvent;
}): Promise<"applied" | "duplicate" | "ignored"> {
  const result = await ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(processedIdentityEvents)
      .values({ id: event.id, provider: "persona", type: event.name })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return "duplicate";
    const transaction = event.transaction;
    if (event.name !== "transaction.status-updated" || !transaction?.referenceId || !transaction.status)
      return "ignored";
    const status = transaction.status;
    const statuses = personaStatusesOf(getEnv());
    const settled = await settleReviewedCheck({
      ctx: { ...ctx, db: tx },
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
