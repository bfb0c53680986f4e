import { asc, inArray, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { eventRetention, events } from "@/db/schema";
import { inTransaction } from "@/db/transaction";

export type PruneOptions = { retentionDays: number; now?: Date; batchSize?: number };

/**
 * Deletes events older than the retention, with their deliveries and attempt logs (foreign keys
 * cascade), oldest first in feed order, and moves the pruning mark to the last one deleted, in
 * the same transaction. Only a prefix of the feed is ever deleted: the scan stops at the first
 * event still within the retention, so everything after the mark is kept and a cursor before it
 * is known to have lost events (410 cursor_expired) rather than silently skipping them.
 */
export async function pruneExpiredEvents(
  db: Db,
  { retentionDays, now = new Date(), batchSize = 1000 }: PruneOptions,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const deleted = await inTransaction({ db }, async (tx) => {
      // Only events of ended transactions: the same final prefix the feed serves from.
      const oldest = await tx.db
        .select({ id: events.id, xactId: events.xactId, ordinal: events.ordinal, createdAt: events.createdAt })
        .from(events)
        .where(sql`${events.xactId} < pg_snapshot_xmin(pg_current_snapshot())`)
        .orderBy(asc(events.xactId), asc(events.ordinal))
        .limit(batchSize);
      const expiredCount = oldest.findIndex((row) => row.createdAt >= cutoff);
      const expired = expiredCount === -1 ? oldest : oldest.slice(0, expiredCount);
      const last = expired.at(-1);
      if (!last) return 0;
      await tx.db.delete(events).where(
        inArray(
          events.id,
          expired.map((row) => row.id),
        ),
      );
      // Two pruners at once delete the same rows (the second finds them gone); the mark only moves on.
      await tx.db
        .insert(eventRetention)
        .values({ id: 1, prunedThroughXactId: last.xactId, prunedThroughOrdinal: last.ordinal, prunedAt: now })
        .onConflictDoUpdate({
          target: eventRetention.id,
          set: { prunedThroughXactId: last.xactId, prunedThroughOrdinal: last.ordinal, prunedAt: now },
          setWhere: sql`(${eventRetention.prunedThroughXactId}, ${eventRetention.prunedThroughOrdinal}) < (${last.xactId}::xid8, ${last.ordinal.toString()}::bigint)`,
        });
      return expired.length;
    });
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
