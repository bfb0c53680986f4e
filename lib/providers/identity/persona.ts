import { callVendor } from "@/lib/telemetry/vendor";

import { readPersonaDocument } from "./persona-document";
import { personaHeaders, readTransaction } from "./persona-http";
import { checkPersonaReview } from "./persona-review";
import { personaOutcome } from "./persona-status";
import type {
  DocumentDescription,
  DocumentEvidence,
  DocumentImage,
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
};

const ID_CLASS: Record<string, string> = { DRIVERS_LICENSE: "dl", STATE_ID: "id", PASSPORT: "pp" };
const EXTENSION: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" };

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
        { subject, kind: "standard", typeId: config.standardTransactionTypeId, fields: identityFields(subject) },
        signal,
      );
    },
    async verifyDocument(subject, evidence, signal) {
      const fields = { ...nameFields(subject), ...documentFields(subject, evidence) };
      return createTransaction(
        config,
        { subject, kind: "documentary", typeId: config.documentTransactionTypeId, fields },
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
  fields: Record<string, unknown>;
};

async function createTransaction(
  config: PersonaConfig,
  request: TransactionRequest,
  signal: AbortSignal,
): Promise<IdentityAnswer> {
  const response = await callVendor(
    "persona",
    "POST /api/v1/transactions",
    () =>
      fetch(new URL("/api/v1/transactions", config.apiBase), {
        method: "POST",
        signal,
        headers: {
          ...personaHeaders(config.apiKey),
          "idempotency-key": `identity-check-${request.subject.checkId}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({
          data: {
            attributes: {
              "transaction-type-id": request.typeId,
              "reference-id": request.subject.checkId,
              fields: request.fields,
            },
          },
        }),
      }),
    (answer) => answer.status >= 500,
  );
  const transaction = await readTransaction(response);
  const outcome = personaOutcome(transaction.status, request.kind);
  // The status is Persona's word only, not the subject's data: safe to name in the error.
  if (!outcome)
    throw new Error(`unknown Persona transaction status ${JSON.stringify(transaction.status.slice(0, 40))}`);
  // A decided documentary check: what Persona read from the document, best effort (never thrown).
  if (request.kind === "documentary" && outcome !== "PENDING_REVIEW")
    return {
      outcome,
      providerReference: transaction.id,
      document: await readPersonaDocument(config, transaction, signal),
    };
  return { outcome, providerReference: transaction.id };
}

function nameFields(subject: IdentitySubject) {
  return {
    name_first: subject.firstName,
    name_last: subject.lastName,
    birthdate: subject.birthDate,
    address_country_code: "US",
  };
}

function identityFields(subject: IdentitySubject) {
  return {
    ...nameFields(subject),
    identification_number: subject.ssn.replace(/\D/g, ""),
    address_street_1: subject.address.line1,
    address_street_2: subject.address.line2,
    address_city: subject.address.city,
    address_subdivision: subject.address.state,
    address_postal_code: subject.address.postalCode,
    phone_number: subject.phoneNumber,
  };
}

function documentFields(subject: IdentitySubject, evidence: DocumentEvidence) {
  const idClass = ID_CLASS[evidence.documentType];
  if (!idClass) throw new Error(`no Persona id class for document type ${evidence.documentType}`);
  return {
    id_class: idClass,
    id_front_photo: file(subject, "front", evidence.front),
    ...(evidence.back ? { id_back_photo: file(subject, "back", evidence.back) } : {}),
  };
}

// A file field of a transaction: its name and its bytes, base64-encoded.
const file = (subject: IdentitySubject, side: string, image: DocumentImage) => ({
  filename: `${subject.checkId}-${side}.${EXTENSION[image.mimeType] ?? "bin"}`,
  data: image.bytes.toString("base64"),
});
