import { randomUUID } from "node:crypto";

import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { Db, Queryable } from "@/db/client";
import { eventConsumers, events, type EventRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { comparePositions, type EventPosition } from "@/lib/domain/events/event-cursor";
import { claim, renewLease, type Queue } from "@/lib/queue/queue";

import { afterPosition, finalBelow, prunedThrough, snapshotXmin } from "./event-positions";

// A reader of the events outbox inside the service, with a durable cursor of its own, by the same
// rule as the partners' feed (GET /api/events): positions are (writing transaction id, ordinal),
// and only those below a snapshot's xmin are final — every transaction below it has ended and any
// later one gets a larger id — so a cursor never passes an event that commits late. One worker at
// a time holds the consumer's lease; a worker that dies leaves it to expire.

/** Where a consumer stands: after a position (moved at `movedAt`), or nowhere yet (it must sweep the current rows first). */
export type ConsumerStart = { kind: "after"; position: EventPosition; movedAt: Date } | { kind: "sweep" };

export type ConsumerLease = { name: string; token: string; start: ConsumerStart };

/** The consumer's start, or a sweep when it has none or the events after it were pruned. Reads only. */
async function consumerStart(db: Queryable, name: string): Promise<ConsumerStart> {
  const [row] = await db.select().from(eventConsumers).where(eq(eventConsumers.name, name));
  if (!row || row.afterXactId === null || row.afterOrdinal === null) return { kind: "sweep" };
  const position = { xactId: BigInt(row.afterXactId), ordinal: row.afterOrdinal };
  const pruned = await prunedThrough(db);
  if (pruned && comparePositions(position, pruned) < 0) return { kind: "sweep" };
  return { kind: "after", position, movedAt: row.updatedAt };
}

/**
 * Takes the consumer's lease for `leaseMs` if nobody holds it (the row is made on first use), and
 * says where to start. Undefined when another worker holds it.
 */
export async function claimConsumer(db: Db, name: string, leaseMs: number): Promise<ConsumerLease | undefined> {
  await db.insert(eventConsumers).values({ name }).onConflictDoNothing();
  const token = randomUUID();
  const [claimed] = await claim(db, consumerQueue(leaseMs, token), { limit: 1, id: name });
  if (!claimed) return undefined;
  return { name, token, start: await consumerStart(db, name) };
}

/**
 * The consumers on the work queue (lib/queue): a consumer is one row, always due, held by one
 * worker at a time under its lease; the claim writes a token of its own, so only the holder can
 * extend the lease or move the cursor.
 */
function consumerQueue(leaseMs: number, token: string) {
  return {
    name: "events consumer",
    table: eventConsumers,
    id: eventConsumers.name,
    due: sql`true`,
    order: eventConsumers.name,
    lease: { until: eventConsumers.leasedUntil, seconds: leaseMs / 1000 },
    claimSet: { leaseToken: token },
    item: { name: eventConsumers.name },
  } satisfies Queue<Record<string, PgColumn>>;
}

export type EventBatch = {
  events: EventRow[];
  /** Where the consumer stands once these are handled. */ next: EventPosition;
};

/**
 * The events after `after` that `matches` selects, in feed order, at most `limit`, all final. When
 * fewer than `limit` match, everything up to the snapshot's xmin was looked at and `next` is
 * `(xmin, 0)` — no event has ordinal 0, so nothing at xmin is passed over.
 */
export async function readConsumerEvents(
  db: Db,
  { after, matches, limit }: { after: EventPosition | null; matches: SQL; limit: number },
): Promise<EventBatch> {
  return inTransaction(
    { db },
    async (tx) => {
      const xmin = await snapshotXmin(tx.db);
      const rows = await tx.db
        .select()
        .from(events)
        .where(and(finalBelow(xmin), after ? afterPosition(after) : undefined, matches))
        .orderBy(asc(events.xactId), asc(events.ordinal))
        .limit(limit);
      const last = rows.at(-1);
      const next =
        rows.length === limit && last
          ? { xactId: BigInt(last.xactId), ordinal: last.ordinal }
          : { xactId: xmin, ordinal: 0n };
      return { events: rows, next };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Keeps the lease another `leaseMs` (a long sweep, page by page). False when it was lost. */
export async function extendConsumerLease(db: Db, lease: ConsumerLease, leaseMs: number): Promise<boolean> {
  return renewLease(db, consumerQueue(leaseMs, lease.token), lease.name, {
    while: eq(eventConsumers.leaseToken, lease.token),
  });
}

/**
 * Moves the cursor and ends the lease — or, with `retryAfterMs`, keeps the lease that long so the
 * next attempt waits (a failure). Only the lease's holder can: false when it was lost meanwhile.
 */
export async function releaseConsumer(
  db: Db,
  lease: ConsumerLease,
  { position, error, retryAfterMs }: { position?: EventPosition; error?: string | null; retryAfterMs?: number },
): Promise<boolean> {
  const moved = await db
    .update(eventConsumers)
    .set({
      ...(position ? { afterXactId: position.xactId.toString(), afterOrdinal: position.ordinal } : {}),
      lastError: error ?? null,
      leasedUntil: retryAfterMs ? sql`now() + ${`${retryAfterMs} milliseconds`}::interval` : null,
      leaseToken: null,
      updatedAt: new Date(),
    })
    .where(and(eq(eventConsumers.name, lease.name), eq(eventConsumers.leaseToken, lease.token)))
    .returning({ name: eventConsumers.name });
  return moved.length > 0;
}

/**
 * Nothing to handle for a while: the cursor moves up to `to` (the present), so the next look
 * starts there instead of scanning again everything since the last event it cared about. Never
 * back: another worker may have moved it further meanwhile.
 */
async function advanceIdleConsumer(db: Db, name: string, leaseMs: number, to: EventPosition): Promise<void> {
  const lease = await claimConsumer(db, name, leaseMs);
  if (!lease) return;
  const forward = lease.start.kind === "after" && comparePositions(to, lease.start.position) > 0;
  await releaseConsumer(db, lease, forward ? { position: to } : {});
}

/**
 * The start of a consumer's round: its lease, when there is something to do. A consumer standing
 * after a position looks first, with no write (most rounds find nothing), and with nothing new
 * answers undefined, moving an idle cursor up to the present once `idleAdvanceMs` has passed
 * since it last moved. A consumer that must sweep always claims.
 */
export async function claimConsumerWithWork(
  db: Db,
  {
    name,
    matches,
    leaseMs,
    idleAdvanceMs = 5_000,
  }: { name: string; matches: SQL; leaseMs: number; idleAdvanceMs?: number },
): Promise<ConsumerLease | undefined> {
  const start = await consumerStart(db, name);
  if (start.kind === "after") {
    const peek = await readConsumerEvents(db, { after: start.position, matches, limit: 1 });
    if (peek.events.length === 0) {
      if (Date.now() - start.movedAt.getTime() > idleAdvanceMs && peek.next.xactId > start.position.xactId)
        await advanceIdleConsumer(db, name, leaseMs, peek.next);
      return undefined;
    }
  }
  return claimConsumer(db, name, leaseMs);
}

/** Events of these types, or of `employee.updated` naming one of these fields (none: the types alone). */
export function eventsAbout({
  types,
  updatedFields = [],
}: {
  types: readonly string[];
  updatedFields?: readonly string[];
}): SQL {
  if (updatedFields.length === 0) return inArray(events.type, [...types]);
  return or(
    inArray(events.type, [...types]),
    and(
      eq(events.type, "employee.updated"),
      sql`${events.data}->'changedFields' ?| array[${sql.join(
        updatedFields.map((field) => sql`${field}`),
        sql`, `,
      )}]::text[]`,
    ),
  )!;
}
