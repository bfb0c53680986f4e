import { and, eq, isNull, sql, type SQL } from "drizzle-orm";

import { bulkInsert } from "@/db/bulk-insert";
import type { Queryable } from "@/db/client";
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
import { TEST_EVENT_TYPE } from "@/lib/domain/event-types";
import { createId } from "@/lib/ids";
import { currentTraceparent } from "@/lib/telemetry/tracing";

import { reserveEmployeeSequences } from "./employee-sequence";

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
 *
 * One statement (issue 28): the employee's next sequence number, the event, its deliveries and the
 * worker's wake-up, one round trip instead of five. The sequence's update holds the employee's row
 * lock until the transaction ends, so a concurrent event for the same employee waits and takes the
 * next number after this one commits (or this one, if it rolls back): per employee the numbers have
 * no gaps and follow commit order.
 */
export async function recordEvent(tx: Queryable, input: EventInput): Promise<string> {
  const event = eventWrite(input);
  const sequence = input.employeeId
    ? sql`${nextSequence({ employerId: input.employerId, employeeId: input.employeeId })},`
    : sql``;
  const result = await tx.execute<{ recorded: number }>(sql`
    with ${sequence} ${event.ctes(input.employeeId ? "next_sequence" : null)}
    select (select count(*) from recorded_event)::int as recorded, ${event.wakeWorker} as woken`);
  if (Number(result.rows[0]?.recorded ?? 0) !== 1)
    throw new Error(`an event about employee ${input.employeeId}, who is not an employee of ${input.employerId}`);
  return event.id;
}

/**
 * `next_sequence`: the CTE that takes the employee's next event number (its one row's
 * `event_sequence`) for `EventWrite.ctes`. Its update holds the employee's row lock until the
 * transaction ends. `onlyIf`: a CTE earlier in the statement; the number is taken only when it has
 * a row (the change the event reports was made), so a guard that did not hold leaves no gap.
 */
export function nextSequence(input: { employerId: string; employeeId: string; onlyIf?: string }): SQL {
  const guard = input.onlyIf ? sql`and exists (select 1 from ${sql.identifier(input.onlyIf)})` : sql``;
  return sql`next_sequence as (
      update ${employees} set event_sequence = ${employees.eventSequence} + 1
      where ${employees.id} = ${input.employeeId} and ${employees.employerId} = ${input.employerId} ${guard}
      returning event_sequence
    )`;
}

/** One event's writes, to be the CTEs of a statement that makes the change it reports. */
export type EventWrite = {
  /** The event's id, made here. */
  id: string;
  /**
   * `recorded_event` (the event, or nothing when `sequenceFrom` yields no row) and
   * `event_deliveries`, comma-separated. `sequenceFrom`: a CTE earlier in the statement whose one
   * row's `event_sequence` is the employee's number for this event (its update holds the employee's
   * row lock until the transaction ends, as recordEvent's does); null for an event about
   * no employee.
   */
  ctes: (sequenceFrom: string | null) => SQL;
  /**
   * A scalar expression for the statement's final select: tells the worker it has deliveries to
   * send when there are any (pg_notify, delivered on commit). A SELECT CTE would run only if read,
   * so the wake-up sits in the select that every such statement ends with.
   */
  wakeWorker: SQL;
};

/**
 * The writes of one event as CTEs, for a statement that also makes the change (PATCH employee, a
 * card's record). Each delivery's span continues the trace of the change that caused it. The
 * deliveries' ids are this event's own random id with the endpoint's ordinal in place of its last
 * four characters (msg_ + 18 random characters + 0001…): the endpoints are only known inside the
 * statement, and each id stays unique and 22 characters long.
 */
export function eventWrite(input: EventInput): EventWrite {
  const id = createId("evt");
  const stem = createId("msg").slice(0, -DELIVERY_ORDINAL_DIGITS);
  const traceparent = currentTraceparent() ?? null;
  const ctes = (sequenceFrom: string | null) => {
    const sequence = sequenceFrom ? sql`${sql.identifier(sequenceFrom)}.event_sequence` : sql`null::int`;
    const from = sequenceFrom ? sql`from ${sql.identifier(sequenceFrom)}` : sql``;
    return sql`recorded_event as (
        insert into ${events} (id, type, employer_id, employee_id, client_id, data, employee_sequence)
        select ${id}::text, ${input.type}::text, ${input.employerId}::text, ${input.employeeId ?? null}::text,
          ${input.clientId ?? null}::text, ${JSON.stringify(input.data)}::jsonb, ${sequence}
        ${from}
        returning id
      ),
      event_deliveries as (
        insert into ${webhookDeliveries} (id, event_id, endpoint_id, traceparent)
        select ${stem}::text || lpad((row_number() over (order by endpoint.id))::text, ${DELIVERY_ORDINAL_DIGITS}::int, '0'),
          recorded_event.id, endpoint.id, ${traceparent}::text
        from recorded_event cross join (${subscribedEndpoints(input)}) endpoint
        returning id
      )`;
  };
  const wakeWorker = sql`(select pg_notify(${WORK_CHANNELS.webhooks}, '') where exists (select 1 from event_deliveries))`;
  return { id, ctes, wakeWorker };
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
