import { z } from "zod";

import { EVENT_TYPES, TEST_EVENT_TYPE, type DeliveredEventType } from "@/lib/domain/events/event-types";
import { forVersion, LATEST_API_VERSION, SUPPORTED_API_VERSIONS } from "@/lib/versions";

import { prefixedId, timestamp } from "./common";
import { EVENT_DATA, TEST_EVENT_DATA } from "./events";

// What every event carries around its `data` (lib/schemas/responses/events.ts): a webhook's body,
// and an item of the catch-up list.

const sequence = z.number().int().min(1).meta({
  description:
    "This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.",
  example: 7,
});

/** The versions in which an event of `type` arrives under that type (a later version may have added it). */
function versionsDelivering(type: DeliveredEventType): [string, ...string[]] {
  const versions = SUPPORTED_API_VERSIONS.filter(
    (version) => type === TEST_EVENT_TYPE || forVersion("event", { type, data: {} }, version).type === type,
  );
  return versions as unknown as [string, ...string[]];
}

/** The envelope every delivery carries; `data` differs per type, and events about an employee carry their `sequence`. */
export const eventEnvelope = <T extends z.ZodObject>(type: DeliveredEventType, data: T) =>
  z.strictObject({
    id: prefixedId("evt", "evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8"),
    type: z.literal(type),
    timestamp,
    apiVersion: z.enum(versionsDelivering(type)).meta({
      description:
        "The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.",
      example: LATEST_API_VERSION,
    }),
    ...("employeeId" in data.shape ? { sequence } : {}),
    data,
  });

const envelopes = new Map<DeliveredEventType, z.ZodType>();

/** A type's envelope, registered once under its id: the webhooks and the event list refer to it. */
export function eventEnvelopeSchema(type: DeliveredEventType): z.ZodType {
  let schema = envelopes.get(type);
  if (!schema) {
    const id = `Event_${type.replace(/[^a-zA-Z0-9]+/g, "_")}`;
    schema = (
      type === TEST_EVENT_TYPE ? eventEnvelope(type, TEST_EVENT_DATA) : eventEnvelope(type, EVENT_DATA[type])
    ).meta({ id });
    envelopes.set(type, schema);
  }
  return schema;
}

/** GET /api/events: a page of events, each exactly as a webhook of the same API version carries it. */
export const eventListSchema = z
  .strictObject({
    data: z.array(z.union(EVENT_TYPES.map(eventEnvelopeSchema))),
    nextCursor: z.string().nullable().meta({
      description:
        "Pass it as `after` for the next page, and keep it to resume later; null only when this page and every earlier one were empty.",
    }),
    hasMore: z.boolean().meta({
      description: "More events are ready now. False means you are caught up: poll again later with `nextCursor`.",
    }),
  })
  .meta({ id: "EventList" });
