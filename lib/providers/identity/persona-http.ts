import { z } from "zod";

import { vendorOutcomeOf } from "@/lib/telemetry/metrics";
import { callVendor } from "@/lib/telemetry/vendor";

/** The API version we wrote this adapter against; Persona pins it per request by this header. */
export const PERSONA_VERSION = "2023-01-05";

/** The transaction attributes the adapter reads from any answer (a sparse fieldset: the fields we sent stay at Persona). */
export const TRANSACTION_FIELDS = "status,reference-id";

/** Headers every call to Persona carries: Bearer auth, the pinned version, kebab-case keys. */
export function personaHeaders(apiKey: string): Record<string, string> {
  return {
    authorization: `Bearer ${apiKey}`,
    "persona-version": PERSONA_VERSION,
    "key-inflection": "kebab",
    accept: "application/json",
  };
}

/**
 * A key as Persona may spell it: we ask for kebab-case (`Key-Inflection: kebab`), but a webhook is
 * inflected as its own setting says ("Incoming requests from webhooks are also key inflected
 * according to the default key inflection setting on the Webhook":
 * https://docs.withpersona.com/api-key-inflection), so snake and camel case are read too.
 */
export function inflected(object: Record<string, unknown> | undefined, kebab: string): unknown {
  if (!object) return undefined;
  const snake = kebab.replace(/-/g, "_");
  const camel = kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return object[kebab] ?? object[snake] ?? object[camel];
}

/**
 * A transaction field's key as Persona matches it: name_first, name-first and nameFirst are one key
 * (https://docs.withpersona.com/api-key-inflection), and address_street_1 is addressStreet1.
 */
export const fieldKey = (key: string): string => key.replace(/[-_]/g, "").toLowerCase();

const record = z.record(z.string(), z.unknown());
// The objects the transaction's workflow run touched (`relationships.related-objects`, in Persona's
// transaction examples: https://docs.withpersona.com/api-reference/transactions/retrieve-a-transaction):
// type and id only. Anything unreadable there is no related object, never an unreadable transaction.
const relatedObjects = z
  .object({
    data: z.array(z.object({ type: z.string(), id: z.string().min(1).max(200) }).catch({ type: "", id: "-" })),
  })
  .optional()
  .catch(undefined);
// A transaction as the create and retrieve answers show it
// (https://docs.withpersona.com/api-reference/transactions/create-a-transaction): `data.id` and
// `data.attributes.status` are what we need. `data.type` is "transaction" in Persona's examples but
// is not required: nothing else reaches these two endpoints.
const transactionBody = z.object({
  data: z.object({
    type: z.string().optional(),
    id: z.string().min(1).max(200),
    attributes: record,
    relationships: record.optional().catch(undefined),
  }),
});
const errorBody = z.object({
  errors: z.array(
    z.object({
      title: z.string().optional(),
      source: z.object({ pointer: z.string().optional() }).optional().catch(undefined),
    }),
  ),
});

export type PersonaTransaction = {
  id: string;
  status: string;
  referenceId: string | null;
  /** Its government-ID verifications (`verification/government-id` related objects), in Persona's order. */
  governmentIdVerificationIds: string[];
};

/**
 * The transaction in one of Persona's answers (create or retrieve). Anything else is thrown: a
 * non-2xx answer with Persona's error titles and pointers only (its `details` may quote what we sent), a body
 * that is not a transaction as unreadable. The body itself — which may carry the fields we sent,
 * the SSN among them — never reaches an error or a log.
 */
export async function readTransaction(response: Response): Promise<PersonaTransaction> {
  const body = parseJsonOrNothing(await response.text());
  if (!response.ok) throw new Error(`Persona answered ${response.status}${errorTitles(body)}`);
  const parsed = transactionBody.safeParse(body);
  const status = parsed.success ? inflected(parsed.data.data.attributes, "status") : undefined;
  if (!parsed.success || typeof status !== "string") throw new Error("unreadable Persona answer");
  const { id, attributes, relationships } = parsed.data.data;
  const referenceId = inflected(attributes, "reference-id");
  const related = relatedObjects.parse(inflected(relationships, "related-objects"));
  const governmentIdVerificationIds = (related?.data ?? [])
    .filter((object) => object.type === "verification/government-id")
    .map((object) => object.id);
  return {
    id,
    status,
    referenceId: typeof referenceId === "string" ? referenceId : null,
    governmentIdVerificationIds,
  };
}

/**
 * GET /api/v1/transactions/{id} with a sparse fieldset: only `fields` come back, so the fields we
 * sent — the SSN among them — do not. Read as readTransaction reads any answer.
 */
export async function retrievePersonaTransaction(
  config: { apiKey: string; apiBase: string },
  { id, fields, signal }: { id: string; fields: string; signal: AbortSignal },
): Promise<PersonaTransaction> {
  const url = new URL(`/api/v1/transactions/${encodeURIComponent(id)}`, config.apiBase);
  url.searchParams.set("fields[transaction]", fields);
  const response = await callVendor(
    "persona",
    "GET /api/v1/transactions/{id}",
    () => fetch(url, { method: "GET", signal, headers: personaHeaders(config.apiKey) }),
    (answer) => vendorOutcomeOf(answer.status),
  );
  return readTransaction(response);
}

/** A body's JSON, or undefined when it is none (never thrown). */
export function parseJsonOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Persona's error titles, each with the JSON pointer of what it is about ("/data/attributes/fields/…":
 * a path, never a value), so a refused field is named. Its `details` are left out: they may quote
 * what we sent.
 */
function errorTitles(body: unknown): string {
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) return "";
  const titles = parsed.data.errors
    .map((error) => {
      const pointer = error.source?.pointer;
      const path = pointer && /^\/data\/[A-Za-z0-9_/.\-[\]]{1,120}$/.test(pointer) ? ` (${pointer})` : "";
      return error.title ? `${error.title}${path}` : "";
    })
    .filter(Boolean);
  return titles.length > 0 ? `: ${titles.join("; ").slice(0, 300)}` : "";
}
