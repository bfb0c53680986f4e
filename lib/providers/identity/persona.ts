import { z } from "zod";

import { personaOutcome } from "./persona-status";
import type { DocumentEvidence, DocumentImage, IdentityAnswer, IdentityProvider, IdentitySubject } from "./types";

export type PersonaConfig = {
  apiKey: string;
  /** https://api.withpersona.com unless a test points it at a local fake. */
  apiBase: string;
  standardTransactionTypeId: string;
  documentTransactionTypeId: string;
};

/** The API version we wrote this adapter against; Persona pins it per request by this header. */
export const PERSONA_VERSION = "2023-01-05";

const ID_CLASS: Record<string, string> = { DRIVERS_LICENSE: "dl", STATE_ID: "id", PASSPORT: "pp" };
const EXTENSION: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" };

const transactionResponse = z.object({
  data: z.object({ type: z.literal("transaction"), id: z.string().min(1), attributes: z.object({ status: z.string() }) }),
});
const errorResponse = z.object({ errors: z.array(z.object({ title: z.string().optional() })) });

/**
 * The Persona adapter (docs/providers.md): each check is one Persona Transaction, created with the
 * check id as its reference id and idempotency key, so a retried attempt replays the first
 * answer instead of running (and billing) a second verification. The transaction type's workflow
 * runs the database verification (standard check) or the government-ID verification on the
 * uploaded images (documentary check). Errors are thrown: the runner retries, never guesses.
 */
export function createPersonaIdentityProvider(config: PersonaConfig): PersonaIdentityProvider {
  return {
    name: "persona",
    async verifyStandard(subject, signal) {
      return createTransaction(config, { subject, kind: "standard", typeId: config.standardTransactionTypeId, fields: identityFields(subject) }, signal);
    },
    async verifyDocument(subject, evidence, signal) {
      const fields = { ...nameFields(subject), ...documentFields(subject, evidence) };
      return createTransaction(config, { subject, kind: "documentary", typeId: config.documentTransactionTypeId, fields }, signal);
    },
  };
}

/** The adapter's answers are typed (the runner still validates them, as it does any provider's). */
export type PersonaIdentityProvider = Omit<IdentityProvider, "verifyStandard" | "verifyDocument"> & {
  verifyStandard(subject: IdentitySubject, signal: AbortSignal): Promise<IdentityAnswer>;
  verifyDocument(subject: IdentitySubject, evidence: DocumentEvidence, signal: AbortSignal): Promise<IdentityAnswer>;
};

type TransactionRequest = { subject: IdentitySubject; kind: "standard" | "documentary"; typeId: string; fields: Record<string, unknown> };

async function createTransaction(config: PersonaConfig, request: TransactionRequest, signal: AbortSignal): Promise<IdentityAnswer> {
  const response = await fetch(new URL("/api/v1/transactions", config.apiBase), {
    method: "POST",
    signal,
    headers: {
      authorization: `Bearer ${config.apiKey}`,
      "persona-version": PERSONA_VERSION,
      "idempotency-key": `identity-check-${request.subject.checkId}`,
      "key-inflection": "kebab",
      "content-type": "application/json",
      accept: "application/json",
    },
    body: JSON.stringify({
      data: { attributes: { "transaction-type-id": request.typeId, "reference-id": request.subject.checkId, fields: request.fields } },
    }),
  });
  const body = parseJson(await response.text());
  if (!response.ok) throw new Error(`Persona answered ${response.status}${errorTitles(body)}`);
  const parsed = transactionResponse.safeParse(body);
  if (!parsed.success) throw new Error("unreadable Persona answer");
  const { id, attributes } = parsed.data.data;
  const outcome = personaOutcome(attributes.status, request.kind);
  // The status is Persona's word only, not the subject's data: safe to name in the error.
  if (!outcome) throw new Error(`unknown Persona transaction status ${JSON.stringify(attributes.status.slice(0, 40))}`);
  return { outcome, providerReference: id };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// Titles only: Persona's `details` may quote what we sent.
function errorTitles(body: unknown): string {
  const parsed = errorResponse.safeParse(body);
  if (!parsed.success) return "";
  const titles = parsed.data.errors.map((error) => error.title).filter(Boolean);
  return titles.length > 0 ? `: ${titles.join("; ").slice(0, 200)}` : "";
}

function nameFields(subject: IdentitySubject) {
  return { name_first: subject.firstName, name_last: subject.lastName, birthdate: subject.birthDate, address_country_code: "US" };
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
