import { z } from "zod";

import { getEnv } from "@/lib/env";

import { inflected } from "./persona-http";
import { verifyPersonaSignature } from "./persona-signature";

// A Persona webhook body: "Webhook events are sent via POST according to the JSON:API
// specification. Affected and related objects are included in the payload attribute. Objects
// within the payload use the same schema as their API resource endpoints"
// (https://docs.withpersona.com/webhooks). We read only what settles a check: the event's id and
// name, and for a transaction event the transaction's id, reference id (the person's id; a check id for a
// check queued before that) and status. Nothing else of the payload is kept: the rest is dropped here.
// Keys may come kebab, snake or camel case (the webhook's own inflection setting, persona-http.ts);
// `data.type` ("event" in Persona's example) is not required, and the object of a `transaction.*`
// event is read as its transaction whatever its `type` says (no page shows a transaction event's
// body; the settling path still matches it to the check's recorded transaction).
const record = z.record(z.string(), z.unknown());
const eventSchema = z.object({
  data: z.object({ type: z.string().optional(), id: z.string().min(1).max(200), attributes: record }),
});
const objectSchema = z.object({
  type: z.string().optional(),
  id: z.string().min(1).max(200),
  attributes: record.optional(),
});
const shortText = z.string().max(200);

export type PersonaEvent = {
  id: string;
  name: string;
  transaction: { id: string; referenceId: string | null; status: string | null } | null;
};

/** The event from a verified body; undefined when it is not a Persona event at all. */
export function parsePersonaEvent(body: unknown): PersonaEvent | undefined {
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { id, attributes } = parsed.data.data;
  const name = shortText.safeParse(inflected(attributes, "name"));
  if (!name.success) return undefined;
  const payload = record.safeParse(inflected(attributes, "payload"));
  const object = objectSchema.safeParse(payload.success ? payload.data.data : undefined);
  const isTransaction = object.success && (object.data.type === "transaction" || name.data.startsWith("transaction."));
  if (!isTransaction) return { id, name: name.data, transaction: null };
  const fields = object.data.attributes;
  const text = (key: string) => {
    const value = shortText.safeParse(inflected(fields, key));
    return value.success ? value.data : null;
  };
  return {
    id,
    name: name.data,
    transaction: { id: object.data.id, referenceId: text("reference-id"), status: text("status") },
  };
}

/** Persona's callbacks (docs/providers.md): Persona-Signature over the raw body, then parsePersonaEvent. */
export const personaWebhook = {
  vendor: "Persona",
  signatureHeader: "Persona-Signature",
  secret: () => getEnv().PERSONA_WEBHOOK_SECRET,
  verify: verifyPersonaSignature,
  parse: parsePersonaEvent,
};
