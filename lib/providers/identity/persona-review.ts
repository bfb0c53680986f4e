import type { PersonaStatuses } from "@/lib/domain/identity/persona-settings";
import { readPersonaDocument } from "./persona-document";
import { retrievePersonaTransaction } from "./persona-http";
import { personaDecision, personaOutcome, unmappedStatus } from "./persona-status";
import type { IdentityAnswer, ReviewCase } from "./types";

/**
 * Reads back a transaction Persona's workflow handed to a person (GET /api/v1/transactions/{id}),
 * for when its status-updated callback never came. Its status is mapped as a callback's would be
 * (personaDecision): a final decision settles the check, anything Persona still works on is
 * PENDING_REVIEW. We ask only for the status and reference id (a sparse fieldset), so the fields
 * we sent — the SSN among them — do not come back. A status we do not know, a transaction that is
 * not the one we created for this check, or any error is thrown: the check keeps waiting. A final
 * decision on a documentary check also carries what Persona read from the document
 * (persona-document.ts; none when it could not be read).
 */
export async function checkPersonaReview(
  config: { apiKey: string; apiBase: string; statuses: PersonaStatuses },
  review: ReviewCase,
  signal: AbortSignal,
): Promise<IdentityAnswer> {
  const transaction = await retrievePersonaTransaction(config, {
    id: review.providerReference,
    fields: "status,reference-id",
    signal,
  });
  if (
    transaction.id !== review.providerReference ||
    (transaction.referenceId !== null && transaction.referenceId !== review.checkId)
  ) {
    throw new Error("Persona answered with a transaction that is not this check's");
  }
  const decision = personaDecision(transaction.status, review.kind, config.statuses);
  // A decided documentary check: what Persona read from the document, best effort (never thrown).
  if (decision && review.kind === "documentary")
    return {
      outcome: decision,
      providerReference: transaction.id,
      document: await readPersonaDocument(config, transaction, signal),
    };
  if (decision) return { outcome: decision, providerReference: transaction.id };
  if (!personaOutcome(transaction.status, review.kind, config.statuses)) throw unmappedStatus(transaction.status);
  return { outcome: "PENDING_REVIEW", providerReference: transaction.id };
}
