import { sql } from "drizzle-orm";

import { auditRecords } from "@/db/schema";
import { createId } from "@/lib/ids";

import type { ServiceContext } from "../context";

/**
 * The audit trail's retention: removes, chain by chain, the records past their retain_until from
 * the head of the chain — only a prefix, so a shortened retention never cuts a hole in the middle —
 * and notes where each chain now starts (audit_purges), which `audit:verify` checks the first kept
 * record against. The deleting is audit_purge_expired() (migration 0038), which runs as the role
 * that owns the trail: the app's own role may not delete a record at all, and the function never
 * removes one still within its retention, nor one less than a year old.
 */
export async function purgeExpiredAuditRecords({
  ctx,
  batchSize = 10_000,
}: {
  ctx: ServiceContext;
  batchSize?: number;
}): Promise<number> {
  const chains = (
    await ctx.db.execute<{ chain: string }>(
      sql`select distinct coalesce(${auditRecords.employerId}, '') as chain from ${auditRecords} where ${auditRecords.retainUntil} < now()`,
    )
  ).rows;
  let purged = 0;
  for (const { chain } of chains) {
    const [mark] = (
      await ctx.db.execute<{ purged_records: string }>(
        sql`select purged_records::text from audit_purge_expired(${chain}, ${createId("aud")}, ${batchSize})`,
      )
    ).rows;
    purged += Number(mark?.purged_records ?? 0);
  }
  return purged;
}
