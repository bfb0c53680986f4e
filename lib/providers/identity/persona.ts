import { createHash } from "node:crypto";

import type { PersonaFileEncoding, PersonaStatuses } from "@/lib/domain/identity/persona-settings";
import { vendorOutcomeOf } from "@/lib/telemetry/metrics";
import { callVendor } from "@/lib/telemetry/vendor";

import { readPersonaDocument } from "./persona-document";
import { documentFields, standardFields } from "./persona-fields";
import { personaHeaders, readTransaction } from "./persona-http";
import { transactionRequest, type TransactionBody } from "./persona-request";
import { checkPersonaReview } from "./persona-review";
import { personaOutcome, unmappedStatus } from "./persona-status";
import type {
  DocumentDescription,
  DocumentEvidence,
  IdentityAnswer,
  IdentityProvider,
  IdentitySubject,
  ReviewCase,
} from "./types";

export { PERSONA_VERSION } from "./persona-http";

export type PersonaConfig = {
  apiKey: string;
  /** https://api.withpersona.com unless a test points it at a local fake. */
  apiBase: string;
  standardTransactionTypeId: string;
  documentTransactionTypeId: string;
  /** Which of the transaction types' statuses mean what (PERSONA_*_STATUSES). */
  statuses: PersonaStatuses;
  /** How the document check's images travel (PERSONA_FILE_ENCODING). */
  fileEncoding: PersonaFileEncoding;
};

/**
 * The Persona adapter (docs/providers.md): each check is one Persona Transaction, created with the
 * check id as its reference id and idempotency key, so a retried attempt replays the first
 * answer instead of running (and billing) a second verification. The transaction type's workflow
 * runs the database verification (standard check) or the government-ID verification on the
 * uploaded images (documentary check). A transaction its workflow hands to a person is read back
 * by `checkReview` when its callback is late (persona-review.ts). Errors are thrown: the runner
 * retries, never guesses. A decided documentary check also carries what Persona read from the
 * document (persona-document.ts), or none when that could not be read: never a reason to retry.
 */
export function createPersonaIdentityProvider(config: PersonaConfig): PersonaIdentityProvider {
  return {
    name: "persona",
    async verifyStandard(subject, signal) {
      return createTransaction(
        config,
        { subject, kind: "standard", typeId: config.standardTransactionTypeId, fields: standardFields(subject) },
        signal,
      );
    },
    async verifyDocument(subject, evidence, signal) {
      return createTransaction(
        config,
        {
          subject,
          kind: "documentary",
          typeId: config.documentTransactionTypeId,
          fields: documentFields(subject, evidence),
        },
        signal,
      );
    },
    async checkReview(review, signal) {
      return checkPersonaReview(config, review, signal);
    },
    async readDocument(review, signal) {
      return readPersonaDocument(config, { id: review.providerReference, governmentIdVerificationIds: [] }, signal);
    },
  };
}

/** The adapter's answers are typed (the runner still validates them, as it does any provider's). */
export type PersonaIdentityProvider = Omit<
  IdentityProvider,
  "verifyStandard" | "verifyDocument" | "checkReview" | "readDocument"
> & {
  verifyStandard(subject: IdentitySubject, signal: AbortSignal): Promise<IdentityAnswer>;
  verifyDocument(subject: IdentitySubject, evidence: DocumentEvidence, signal: AbortSignal): Promise<IdentityAnswer>;
  checkReview(review: ReviewCase, signal: AbortSignal): Promise<IdentityAnswer>;
  readDocument(review: ReviewCase, signal: AbortSignal): Promise<DocumentDescription | undefined>;
};

type TransactionRequest = {
  subject: IdentitySubject;
  kind: "standard" | "documentary";
  typeId: string;
  fields: TransactionBody["fields"];
};

async function createTransaction(
  config: PersonaConfig,
  request: TransactionRequest,
  signal: AbortSignal,
): Promise<IdentityAnswer> {
  const { body, contentType } = transactionRequest(
    { typeId: request.typeId, referenceId: request.subject.checkId, fields: request.fields },
    config.fileEncoding,
  );
  const response = await callVendor(
    "persona",
    "POST /api/v1/transactions",
    () =>
      fetch(new URL("/api/v1/transactions", config.apiBase), {
        method: "POST",
        signal,
        headers: {
          ...personaHeaders(config.apiKey),
          "idempotency-key": idempotencyKey(request, config.fileEncoding),
          ...(contentType ? { "content-type": contentType } : {}),
        },
        body,
      }),
    (answer) => vendorOutcomeOf(answer.status),
  );
  const transaction = await readTransaction(response);
  const outcome = personaOutcome(transaction.status, request.kind, config.statuses);
  if (!outcome) throw unmappedStatus(transaction.status);
  // A decided documentary check: what Persona read from the document, best effort (never thrown).
  if (request.kind === "documentary" && outcome !== "PENDING_REVIEW")
    return {
      outcome,
      providerReference: transaction.id,
      document: await readPersonaDocument(config, transaction, signal),
    };
  return { outcome, providerReference: transaction.id };
}

/**
 * The check's Idempotency-Key: its id, and a digest of what shapes the request besides the
 * person's data (the transaction type, the file encoding, the field keys). A retried attempt sends
 * the same request under the same key, so Persona replays its first answer instead of running (and
 * billing) a second verification. A changed configuration — a fixed transaction type, another file
 * encoding, renamed fields — is a different request, so it gets a fresh key rather than the answer
 * Persona keeps for the old one for 24 hours (errors included: https://docs.withpersona.com/idempotence).
 */
function idempotencyKey(request: TransactionRequest, fileEncoding: PersonaFileEncoding): string {
  const shape = [request.typeId, fileEncoding, ...Object.keys(request.fields).sort()].join("\n");
  return `identity-check-${request.subject.checkId}-${createHash("sha256").update(shape).digest("hex").slice(0, 12)}`;
}
