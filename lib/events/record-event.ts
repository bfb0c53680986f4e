import { and, eq, isNull, sql, type SQL } from "drizzle-orm";

import { bulkInsert } from "@/db/bulk-insert";
import type { Queryable } from "@/db/client";
import { cte, statement, type Cte } from "@/db/statement";
import {
  apiClientEmployers,
  apiClients,
  employees,
  events,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
} from "@/db/schema";
import { notifyWork, WORK_CHANNELS } from "@/db/work-channels";
import { TEST_EVENT_TYPE } from "@/lib/domain/events/event-types";
import { createId } from "@/lib/ids";
import { currentTraceparent } from "@/lib/telemetry/tracing";

import { FIRST_EVENT_SEQUENCE, reserveEventSequences, takeEventSequence } from "./event-sequence";

export type EventInput = {
  type: string;
  employerId: string;
  employeeId?: string | null;
  data: Record<string, unknown>;
  /** Only this API client's endpoints receive it (an event about the client's own endpoint). */
  clientId?: string;
};

/** Where an event is recorded: any context whose `db` is the transaction that makes the change. */
type RecordContext = { db: Queryable };

/**
 * The outbox: writes an event row and one delivery per subscribed webhook endpoint of the API
 * clients bound to the event's employer — never another employer's. Call it with the transaction
 * that makes the change, so the event and its deliveries exist exactly when the change does.
 * `data` never holds PII beyond ids: webhooks fan it out. A leaf: it records, it decides nothing
 * (a use case that changes requirement inputs refreshes the projection itself).
 *
 * One statement (issue 28): the employee's next sequence number (event-sequence.ts), the event, its
 * deliveries and the worker's wake-up, one round trip instead of five.
 */
export async function recordEvent({ ctx, ...input }: { ctx: RecordContext } & EventInput): Promise<string> {
  const sequence = input.employeeId
    ? cte("next_sequence", takeEventSequence({ employerId: input.employerId, employeeId: input.employeeId }))
    : null;
  const event = eventWrite(input, sequence);
  const result = await ctx.db.execute<{ recorded: number }>(
    statement(
      [...(sequence ? [sequence] : []), ...event.parts],
      sql`select ${event.recorded} as recorded, ${event.wakeWorker} as woken`,
    ),
  );
  if (Number(result.rows[0]?.recorded ?? 0) !== 1)
    throw new Error(`an event about employee ${input.employeeId}, who is not an employee of ${input.employerId}`);
  return event.id;
}

/** One event's writes, to be parts of a statement that makes the change it reports. */
export type EventWrite = {
  /** The event's id, made here. */
  id: string;
  /** `recorded_event` (the event, or nothing when the sequence's part yields no row) and `event_deliveries`. */
  parts: Cte[];
  /** How many events were recorded (1, or 0 when the sequence's part yielded no row). */
  recorded: SQL<number>;
  /**
   * A scalar expression for the statement's final select: tells the worker it has deliveries to
   * send when there are any (pg_notify, delivered on commit). A SELECT CTE would run only if read,
   * so the wake-up sits in the select that every such statement ends with.
   */
  wakeWorker: SQL;
};

/**
 * The writes of one event as parts of a statement that also makes the change (PATCH employee, a
 * card's record). `sequenceFrom`: an earlier part whose one row's `event_sequence` is the
 * employee's number for this event (the update that advanced it, which holds the employee's row
 * lock until the transaction ends); null for an event about no employee. Each delivery's span
 * continues the trace of the change that caused it. The deliveries' ids are this event's own random
 * id with the endpoint's ordinal in place of its last four characters (msg_ + 18 random characters
 * + 0001…): the endpoints are only known inside the statement, and each id stays unique and 22
 * characters long.
 */
export function eventWrite(input: EventInput, sequenceFrom: Cte | null): EventWrite {
  const id = createId("evt");
  const stem = createId("msg").slice(0, -DELIVERY_ORDINAL_DIGITS);
  const traceparent = currentTraceparent() ?? null;
  const sequence = sequenceFrom ? sequenceFrom.column(employees.eventSequence) : sql`null::int`;
  const from = sequenceFrom ? sql`from ${sequenceFrom.name}` : sql``;
  const recorded = cte(
    "recorded_event",
    sql`insert into ${events} (id, type, employer_id, employee_id, client_id, data, employee_sequence)
        select ${id}::text, ${input.type}::text, ${input.employerId}::text, ${input.employeeId ?? null}::text,
          ${input.clientId ?? null}::text, ${JSON.stringify(input.data)}::jsonb, ${sequence}
        ${from}
        returning ${events.id}`,
  );
  const deliveries = cte(
    "event_deliveries",
    sql`insert into ${webhookDeliveries} (id, event_id, endpoint_id, traceparent)
        select ${stem}::text || lpad((row_number() over (order by endpoint.id))::text, ${DELIVERY_ORDINAL_DIGITS}::int, '0'),
          ${recorded.column(events.id)}, endpoint.id, ${traceparent}::text
        from ${recorded.name} cross join (${subscribedEndpoints(input)}) endpoint
        returning ${webhookDeliveries.id}`,
  );
  const wakeWorker = sql`(select pg_notify(${WORK_CHANNELS.webhooks}, '') where ${deliveries.exists})`;
  return { id, parts: [recorded, deliveries], recorded: recorded.count, wakeWorker };
}

/** The last characters of a delivery's id: its endpoint's ordinal among the event's (up to 9,999). */
const DELIVERY_ORDINAL_DIGITS = 4;

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
export async function recordEventsBulk({
  ctx,
  employerId,
  events: inputs,
  created,
}: {
  ctx: RecordContext;
  employerId: string;
  events: Array<Omit<EventInput, "employerId" | "clientId">>;
  created?: ReadonlySet<string>;
}): Promise<void> {
  const { db } = ctx;
  if (inputs.length === 0) return;
  const counts = new Map<string, number>();
  for (const { employeeId } of inputs)
    if (employeeId && !created?.has(employeeId)) counts.set(employeeId, (counts.get(employeeId) ?? 0) + 1);
  const next = await reserveEventSequences(db, employerId, counts);
  for (const employeeId of created ?? []) next.set(employeeId, FIRST_EVENT_SEQUENCE);
  const rows = inputs.map((input) => {
    const employeeId = input.employeeId ?? null;
    const employeeSequence = employeeId ? (next.get(employeeId) ?? null) : null;
    if (employeeId && employeeSequence !== null) next.set(employeeId, employeeSequence + 1);
    return { id: createId("evt"), type: input.type, employerId, employeeId, data: input.data, employeeSequence };
  });
  await bulkInsert(db, events, ["id", "type", "employerId", "employeeId", "data", "employeeSequence"], rows);
  const endpoints = await employerEndpoints(db, employerId);
  const traceparent = currentTraceparent();
  const deliveries = rows.flatMap((event) =>
    endpoints
      .filter((endpoint) => subscribes(endpoint, event.type))
      .map((endpoint) => ({ id: createId("msg"), eventId: event.id, endpointId: endpoint.id, traceparent })),
  );
  for (let i = 0; i < deliveries.length; i += 1000)
    await db.insert(webhookDeliveries).values(deliveries.slice(i, i + 1000));
  if (deliveries.length > 0) await notifyWork(db, "webhooks");
}

/**
 * A signed test event for one endpoint (POST /api/webhook-endpoints/{id}/test), through the
 * normal delivery pipeline whatever the endpoint subscribes to. It is about no employer and only
 * for the endpoint's client, so GET /api/events never lists it. Returns its delivery.
 */
export async function recordTestEvent({
  ctx,
  endpoint,
}: {
  ctx: RecordContext;
  endpoint: { id: string; clientId: string; url: string };
}): Promise<WebhookDeliveryRow> {
  const { db } = ctx;
  const eventId = createId("evt");
  await db.insert(events).values({
    id: eventId,
    type: TEST_EVENT_TYPE,
    employerId: null,
    clientId: endpoint.clientId,
    data: { endpointId: endpoint.id, url: endpoint.url },
  });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({ id: createId("msg"), eventId, endpointId: endpoint.id, traceparent: currentTraceparent() })
    .returning();
  await notifyWork(db, "webhooks");
  return delivery!;
}

type Subscriber = { id: string; eventTypes: string[] };

/**
 * The live endpoints of the employer's live API clients (or of one of them). A disabled endpoint
 * is included: its deliveries wait, and are sent once it is re-enabled, so nothing is lost.
 */
function employerEndpoints(db: Queryable, employerId: string, clientId?: string): Promise<Subscriber[]> {
  return db
    .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .innerJoin(apiClientEmployers, eq(apiClientEmployers.clientId, webhookEndpoints.clientId))
    .innerJoin(apiClients, eq(apiClients.id, webhookEndpoints.clientId))
    .where(endpointsOf(employerId, clientId));
}

const endpointsOf = (employerId: string, clientId: string | undefined) =>
  and(
    eq(apiClientEmployers.employerId, employerId),
    isNull(webhookEndpoints.deletedAt),
    isNull(apiClients.revokedAt),
    clientId ? eq(webhookEndpoints.clientId, clientId) : undefined,
  );

/** employerEndpoints' endpoints that subscribe to the event's type, as a subquery of `id`s. */
const subscribedEndpoints = ({ employerId, clientId, type }: EventInput) =>
  sql`select ${webhookEndpoints.id} as id from ${webhookEndpoints}
    join ${apiClientEmployers} on ${apiClientEmployers.clientId} = ${webhookEndpoints.clientId}
    join ${apiClients} on ${apiClients.id} = ${webhookEndpoints.clientId}
    where ${endpointsOf(employerId, clientId)}
      and (${webhookEndpoints.eventTypes} @> '["*"]'::jsonb or ${webhookEndpoints.eventTypes} @> jsonb_build_array(${type}::text))`;

const subscribes = (endpoint: Subscriber, type: string) =>
  endpoint.eventTypes.includes("*") || endpoint.eventTypes.includes(type);
