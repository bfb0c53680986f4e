import { z } from "zod";

// A Persona webhook body (JSON:API, kebab-case keys): an Event whose payload is the object it is
// about. We read only what settles a check: the event's id and name, and for transaction events
// the transaction's id, reference id (our check id) and status.
const eventSchema = z.object({
  data: z.object({
    type: z.literal("event"),
    id: z.string().min(1).max(200),
    attributes: z.object({
      name: z.string().max(200),
      payload: z
        .object({
          data: z
            .object({
              type: z.string(),
              id: z.string().max(200),
              attributes: z
                .object({ status: z.string().max(200).optional(), "reference-id": z.string().max(200).nullish() })
                .optional(),
            })
            .optional(),
        })
        .optional(),
    }),
  }),
});

export type PersonaEvent = {
  id: string;
  name: string;
  transaction: { id: string; referenceId: string | null; status: string | null } | null;
};

/** The event from a verified body; undefined when it is not a Persona Event at all. */
export function parsePersonaEvent(body: unknown): PersonaEvent | undefined {
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { id, attributes } = parsed.data.data;
  const object = attributes.payload?.data;
  return {
    id,
    name: attributes.name,
    transaction:
      object?.type === "transaction"
        ? {
            id: object.id,
            referenceId: object.attributes?.["reference-id"] ?? null,
            status: object.attributes?.status ?? null,
          }
        : null,
  };
}
