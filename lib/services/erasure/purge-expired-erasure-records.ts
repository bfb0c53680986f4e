import { lt, sql } from "drizzle-orm";

import { erasureRecords } from "@/db/schema";

import type { QueryContext } from "../context";

/**
 * Housekeeping: the records kept after a person's erasure (credit decisions and notices, the
 * customer identification record, agreement acceptances) are deleted once their period ends
 * (lib/domain/program/retention.ts). Returns how many went.
 */
export async function purgeExpiredErasureRecords({ ctx }: { ctx: QueryContext }): Promise<number> {
  const removed = await ctx.db
    .delete(erasureRecords)
    .where(lt(erasureRecords.retainUntil, sql`now()`))
    .returning({ id: erasureRecords.id });
  return removed.length;
}
