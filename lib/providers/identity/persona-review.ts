import type { PersonaStatuses } from "@/lib/domain/identity/persona-settings";

import { retrievePersonaTransaction, TRANSACTION_FIELDS } from "./persona-http";
import { personaAnswer } from "./persona-status";
import type { IdentityAnswer, ReviewCase } from "./types";

/**
 * Reads back a transaction Persona holds for a check (GET /api/v1/transactions/{id}): one its
 * workflow handed to a person, when the status-updated callback never came, or one whose last
 * answer was a status we could not read, instead of creating (and billing) it again. Its status
 * is read as a create's answer is (personaAnswer). We ask only for the status and reference id
 * (a sparse fieldset), so the fields we sent — the SSN among them — do not come back. A
 * transaction that is not the one we created for this check, or any error, is thrown: the check
 * keeps waiting. What Persona read from a decided document is read later, by the worker
 * (lib/jobs/read-checked-documents.ts), never on the way to the decision.
 */
export async function checkPersonaReview(
  config: { apiKey: string; apiBase: string; statuses: PersonaStatuses },
  review: ReviewCase,
  signal: AbortSignal,
): Promise<IdentityAnswer> {
  const transaction = await retrievePersonaTransaction(config, {
    id: review.providerReference,
    fields: TRANSACTION_FIELDS,
    signal,
  });
  // Its reference is the person's id; a check queued before that carried its own id there.
  const references = [review.personId, review.checkId];
  if (
    transaction.id !== review.providerReference ||
    (transaction.referenceId !== null && !references.includes(transaction.referenceId))
  ) {
    throw new Error("Persona answered with a transaction that is not this check's");
  }
  return personaAnswer(transaction, review.kind, config.statuses);
}
