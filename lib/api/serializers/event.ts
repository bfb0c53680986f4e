import { encodeEventCursor } from "@/lib/domain/events/event-cursor";
import type { EventPage } from "@/lib/services/events/list-events";
import type { ApiVersion } from "@/lib/versions";
import { eventPayload, type EventPayload } from "@/lib/events/event-payload";

// The list schema (lib/schemas/responses/events.ts) is a union of every type's envelope, which
// `data: Record<string, unknown>` cannot be proven to match here; the payload is the very object
// webhooks send, and the contract tests check each list item against its type's schema.
export type EventListResponse = { data: EventPayload[]; nextCursor: string | null; hasMore: boolean };

/** A page of the feed, each event as a webhook of `version` carries it; the cursor stays put on an empty page. */
export function serializeEventPage(page: EventPage, after: string | undefined, version: ApiVersion): EventListResponse {
  return {
    data: page.events.map((event) => eventPayload(event, version)),
    nextCursor: page.last ? encodeEventCursor(page.last) : (after ?? null),
    hasMore: page.hasMore,
  };
}
