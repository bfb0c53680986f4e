import { and, eq, isNull } from "drizzle-orm";

import { bulkInsert } from "@/db/bulk-insert";
import type { Queryable } from "@/db/client";
import {
  apiClientEmployers,
  apiClients,
  events,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
} from "@/db/schema";
import { notifyWork } from "@/db/work-channels";
import { TEST_EVENT_TYPE } from "@/lib/domain/event-types";
import { createId } from "@/lib/ids";
import { currentTraceparent } from "@/lib/telemetry/tracing";

import { nextEmployeeSequence, reserveEmployeeSequences } from "./employee-sequence";

export type EventInput = {
  type: string;
  employerId: string;
  employeeId?: string | null;
  data: Record<string, unknown>;
  /** Only this API client's endpoints receive it (an event about the client's own endpoint). */
  clientId?: string;
};

/**
 * The outbox: writes an event row and one delivery per subscribed webhook endpoint of the API
 * clients bound to the event's employer — never another employer's. Call it with the transaction
 * that makes the change, so the event and its deliveries exist exactly when the change does.
 * `data` never holds PII beyond ids: webhooks fan it out. A leaf: it records, it decides nothing
 * (a use case that changes requirement inputs refreshes the projection itself).
 */
export async function recordEvent(tx: Queryable, input: EventInput): Promise<string> {
  const id = createId("evt");
  const employeeSequence = input.employeeId ? await nextEmployeeSequence(tx, input.employerId, input.employeeId) : null;
  await tx.insert(events).values({
    id,
    type: input.type,
    employerId: input.employerId,
    employeeId: input.employeeId ?? null,
    clientId: input.clientId ?? null,
    data: input.data,
    employeeSequence,
  });
  // Each delivery's span continues the trace of the change that caused it.
  const traceparent = currentTraceparent();
  const subscribed = (await employerEndpoints(tx, input.employerId, input.clientId)).filter((endpoint) =>
    subscribes(endpoint, input.type),
  );
  if (subscribed.length > 0) {
    await tx
      .insert(webhookDeliveries)
      .values(
        subscribed.map((endpoint) => ({ id: createId("msg"), eventId: id, endpointId: endpoint.id, traceparent })),
      );
    await notifyWork(tx, "webhooks");
  }
  return id;
}

/**
 * Many events in one statement (eligibility imports), with their webhook deliveries. Each
 * employee's events get consecutive sequence numbers in the order given; the statement takes one
 * transaction id and its rows their ordinals in order, so the feed's guarantee holds as for one.
 *
 * `created`: employees this same transaction inserted with `event_sequence` already set to the
 * number of events given here for them. Their numbers start at 1 and are not reserved: no other
 * transaction can see those rows before the commit, so locking and updating them again (a second
 * version of every new row, with all its index entries) would buy nothing.
 */
export async function recordEventsBulk(
  tx: Queryable,
  employerId: string,
  inputs: Array<Omit<EventInput, "employerId" | "clientId">>,
  { created }: { created?: ReadonlySet<string> } = {},
): Promise<void> {
  if (inputs.length === 0) return;
  const counts = new Map<string, number>();
  for (const { employeeId } of inputs)
    if (employeeId && !created?.has(employeeId)) counts.set(employeeId, (counts.get(employeeId) ?? 0) + 1);
  const next = await reserveEmployeeSequences(tx, employerId, counts);
  for (const employeeId of created ?? []) next.set(employeeId, 1);
  const rows = inputs.map((input) => {
    const employeeId = input.employeeId ?? null;
    const employeeSequence = employeeId ? (next.get(employeeId) ?? null) : null;
    if (employeeId && employeeSequence !== null) next.set(employeeId, employeeSequence + 1);
    return { id: createId("evt"), type: input.type, employerId, employeeId, data: input.data, employeeSequence };
  });
  await bulkInsert(tx, events, ["id", "type", "employerId", "employeeId", "data", "employeeSequence"], rows);
  const endpoints = await employerEndpoints(tx, employerId);
  const traceparent = currentTraceparent();
  const deliveries = rows.flatMap((event) =>
    endpoints
      .filter((endpoint) => subscribes(endpoint, event.type))
      .map((endpoint) => ({ id: createId("msg"), eventId: event.id, endpointId: endpoint.id, traceparent })),
  );
  for (let i = 0; i < deliveries.length; i += 1000)
    await tx.insert(webhookDeliveries).values(deliveries.slice(i, i + 1000));
  if (deliveries.length > 0) await notifyWork(tx, "webhooks");
}

/**
 * A signed test event for one endpoint (POST /api/webhook-endpoints/{id}/test), through the
 * normal delivery pipeline whatever the endpoint subscribes to. It is about no employer and only
 * for the endpoint's client, so GET /api/events never lists it. Returns its delivery.
 */
export async function recordTestEvent(
  tx: Queryable,
  endpoint: { id: string; clientId: string; url: string },
): Promise<WebhookDeliveryRow> {
  const eventId = createId("evt");
  await tx.insert(events).values({
    id: eventId,
    type: TEST_EVENT_TYPE,
    employerId: null,
    clientId: endpoint.clientId,
    data: { endpointId: endpoint.id, url: endpoint.url },
  });
  const [delivery] = await tx
    .insert(webhookDeliveries)
    .values({ id: createId("msg"), eventId, endpointId: endpoint.id, traceparent: currentTraceparent() })
    .returning();
  await notifyWork(tx, "webhooks");
  return delivery!;
}

type Subscriber = { id: string; eventTypes: string[] };

/**
 * The live endpoints of the employer's live API clients (or of one of them). A disabled endpoint
 * is included: its deliveries wait, and are sent once it is re-enabled, so nothing is lost.
 */
function employerEndpoints(tx: Queryable, employerId: string, clientId?: string): Promise<Subscriber[]> {
  return tx
    .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .innerJoin(apiClientEmployers, eq(apiClientEmployers.clientId, webhookEndpoints.clientId))
    .innerJoin(apiClients, eq(apiClients.id, webhookEndpoints.clientId))
    .where(
      and(
        eq(apiClientEmployers.employerId, employerId),
        isNull(webhookEndpoints.deletedAt),
        isNull(apiClients.revokedAt),
        clientId ? eq(webhookEndpoints.clientId, clientId) : undefined,
      ),
    );
}

const subscribes = (endpoint: Subscriber, type: string) =>
  endpoint.eventTypes.includes("*") || endpoint.eventTypes.includes(type);
