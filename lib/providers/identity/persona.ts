import { createHash } from "node:crypto";

import type { PersonaFileEncoding, PersonaStatuses } from "@/lib/domain/identity/persona-settings";
import { vendorOutcomeOf } from "@/lib/telemetry/metrics";
import { callVendor } from "@/lib/telemetry/vendor";

import { readPersonaDocument } from "./persona-document";
import { documentFields, standardFields } from "./persona-fields";
import { personaHeaders, readTransaction, TRANSACTION_FIELDS } from "./persona-http";
import { transactionRequest, type TransactionBody } from "./persona-request";
import { checkPersonaReview } from "./persona-review";
import { personaAnswer } from "./persona-status";
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
 * The Persona adapter (docs/providers.md): each check is one Persona Transaction, created under an
 * idempotency key made of the check's id, so a retried attempt replays the first answer instead of
 * running (and billing) a second verification. Its reference id is the person's (one Persona
 * Account per person: https://docs.withpersona.com/reference-ids). The transaction type's workflow
 * runs the database verification (standard check) or the government-ID verification on the
 * uploaded images (documentary check). Every answer that names a transaction is returned with its
 * id, whatever its status (personaAnswer), so the runner records it first; from then on the
 * transaction is read back by `checkReview` (persona-review.ts), never created again. Errors with
 * no transaction are thrown: the runner retries under the same key, never guesses. What Persona
 * read from a decided document is read afterwards, by the worker (`readDocument`).
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
    { typeId: request.typeId, referenceId: request.subject.personId, fields: request.fields },
    config.fileEncoding,
  );
  const response = await callVendor(
    "persona",
    "POST /api/v1/transactions",
    () =>
      fetch(createUrl(config.apiBase), {
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
  return personaAnswer(await readTransaction(response), request.kind, config.statuses);
}

/**
 * POST /api/v1/transactions, asking for the least back: no related resources serialized
 * (`include=`) and, of the transaction, only its status and reference id (a sparse fieldset:
 * https://docs.withpersona.com/serialization), so the fields we sent — the SSN among them — do
 * not come back.
 */
function createUrl(apiBase: string): URL {
  const url = new URL("/api/v1/transactions", apiBase);
  url.searchParams.set("include", "");
  url.searchParams.set("fields[transaction]", TRANSACTION_FIELDS);
  return url;
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
