import { forVersion, type ApiVersion } from "@/lib/versions";

type StoredEvent = {
  id: string;
  type: string;
  data: Record<string, unknown>;
  createdAt: Date;
  employeeSequence: number | null;
};

/** An event as a partner receives it: the body of a webhook, and an item of GET /api/events. */
export type EventPayload = {
  id: string;
  type: string;
  timestamp: string;
  apiVersion: ApiVersion;
  /** The employee's event number (1, 2, 3 …); absent on events about no employee. */
  sequence?: number;
  data: Record<string, unknown>;
};

/**
 * The one place an event is shaped for a client: webhooks and the event list use it, so a partner
 * catching up through the list reads exactly what the webhook would have carried under the same
 * API version (older versions get every newer version's event downgrade).
 */
export function eventPayload(event: StoredEvent, version: ApiVersion): EventPayload {
  const shaped = forVersion("event", { type: event.type, data: event.data }, version);
  return {
    id: event.id,
    type: shaped.type,
    timestamp: event.createdAt.toISOString(),
    apiVersion: version,
    ...(event.employeeSequence === null ? {} : { sequence: event.employeeSequence }),
    data: shaped.data,
  };
}
