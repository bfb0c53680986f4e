import { z } from "zod";

import { failureReason } from "@/lib/errors/failure-reason";
import { logger } from "@/lib/logger";
import { vendorOutcomeOf } from "@/lib/telemetry/metrics";
import { callVendor } from "@/lib/telemetry/vendor";

import { personaHeaders, retrievePersonaTransaction, type PersonaTransaction } from "./persona-http";
import { describeGovernmentId } from "./persona-government-id";
import type { DocumentDescription } from "./types";

/** How long reading the description may take, on top of the decision it follows. */
export const DOCUMENT_READ_BUDGET_MS = 3_000;

// The attributes we read: a sparse fieldset, so the name, birth date, address and photo URLs stay
// at Persona. A full answer is read the same way (and never logged).
const GOVERNMENT_ID_FIELDS = "country-code,issuing-subdivision,expiration-date,identification-number";

const verificationBody = z.object({
  data: z.object({
    type: z.literal("verification/government-id"),
    id: z.string(),
    attributes: z.record(z.string(), z.unknown()),
    relationships: z
      .object({ transaction: z.object({ data: z.object({ id: z.string() }).nullish() }).optional() })
      .optional()
      .catch(undefined),
  }),
});

/**
 * What Persona read from the document of a decided documentary transaction. The transaction's
 * government-ID verification is one of its related objects (`relationships.related-objects`,
 * https://docs.withpersona.com/connection-objects: every object of the workflow run the
 * transaction triggered); it is read with GET /api/v1/verification/government-ids/{id}. If the
 * answer at hand names none, the transaction is read once more for them. Best effort: within
 * DOCUMENT_READ_BUDGET_MS, and anything missing, odd or failing gives undefined (logged without any
 * of Persona's body), so the decision it follows is never held up or retried for it.
 */
export async function readPersonaDocument(
  config: { apiKey: string; apiBase: string },
  transaction: Pick<PersonaTransaction, "id" | "governmentIdVerificationIds">,
  signal: AbortSignal,
): Promise<DocumentDescription | undefined> {
  // A timer of our own, not AbortSignal.timeout(): a timeout signal held only by AbortSignal.any()
  // can be garbage-collected before it fires (nodejs/node#57736), and the read then waits for the
  // caller's whole deadline. The timer's closure keeps this controller alive until it is cleared.
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException("the document read's budget ran out", "TimeoutError")),
    DOCUMENT_READ_BUDGET_MS,
  );
  const budget = AbortSignal.any([signal, deadline.signal]);
  try {
    let ids = transaction.governmentIdVerificationIds;
    if (ids.length === 0) {
      // JSON:API's sparse fieldsets name relationships too: without it, related-objects could be dropped.
      const fields = "status,reference-id,related-objects";
      ids = (await retrievePersonaTransaction(config, { id: transaction.id, fields, signal: budget }))
        .governmentIdVerificationIds;
    }
    // The last one listed: a workflow that asked again ran its latest verification last.
    const verificationId = ids.at(-1);
    if (!verificationId) {
      logger.info({ transactionId: transaction.id }, "Persona transaction names no government-ID verification");
      return undefined;
    }
    const url = new URL(`/api/v1/verification/government-ids/${encodeURIComponent(verificationId)}`, config.apiBase);
    url.searchParams.set("fields[verification/government-id]", GOVERNMENT_ID_FIELDS);
    const response = await callVendor(
      "persona",
      "GET /api/v1/verification/government-ids/{id}",
      () => fetch(url, { method: "GET", signal: budget, headers: personaHeaders(config.apiKey) }),
      (answer) => vendorOutcomeOf(answer.status),
    );
    if (!response.ok) throw new Error(`Persona answered ${response.status}`);
    const parsed = verificationBody.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success || parsed.data.data.id !== verificationId) throw new Error("unreadable Persona verification");
    const linked = parsed.data.data.relationships?.transaction?.data?.id;
    if (linked && linked !== transaction.id) throw new Error("Persona verification belongs to another transaction");
    return describeGovernmentId(parsed.data.data.attributes);
  } catch (error) {
    logger.warn(
      { transactionId: transaction.id, reason: failureReason(error) },
      "Persona document description not read; the decision stands without it",
    );
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
