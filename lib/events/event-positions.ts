import { eq, sql, type SQL } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { eventRetention, events } from "@/db/schema";
import type { EventPosition } from "@/lib/domain/events/event-cursor";

// Positions in the events outbox, read the same way by every reader (the partners' feed, GET
// /api/events, and the service's own consumers): (writing transaction id, ordinal), final only
// below a snapshot's xmin, and nothing at or before the pruning mark kept.

/** The xmin of the current snapshot: every event of a transaction below it is final. */
export async function snapshotXmin(db: Queryable): Promise<bigint> {
  const [snapshot] = (
    await db.execute<{ xmin: string }>(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`)
  ).rows;
  return BigInt(snapshot!.xmin);
}

/** How far pruning has deleted the feed's head, if it has. */
export async function prunedThrough(db: Queryable): Promise<EventPosition | undefined> {
  const [mark] = await db.select().from(eventRetention).where(eq(eventRetention.id, 1));
  return mark ? { xactId: BigInt(mark.prunedThroughXactId), ordinal: mark.prunedThroughOrdinal } : undefined;
}

/** Events whose transaction is below `xmin`: final, nothing will commit before them any more. */
export const finalBelow = (xmin: bigint): SQL => sql`${events.xactId} < ${xmin.toString()}::xid8`;

/** Events after a position, in feed order. */
export const afterPosition = (position: EventPosition): SQL =>
  sql`(${events.xactId}, ${events.ordinal}) > (${position.xactId.toString()}::xid8, ${position.ordinal.toString()}::bigint)`;
