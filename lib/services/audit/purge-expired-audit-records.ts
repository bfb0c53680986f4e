import { sql } from "drizzle-orm";

import { auditPurges, auditRecords } from "@/db/schema";
import { createId } from "@/lib/ids";

import type { ServiceContext } from "../context";

/**
 * The audit trail's retention: removes, chain by chain, the records past their retain_until from
 * the head of the chain — only a prefix, so a shortened retention never cuts a hole in the middle —
 * and notes where each chain now starts (audit_purges), which `audit:verify` checks the first kept
 * record against. The trigger refuses to delete any record still within its retention, whoever asks.
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
    purged += await ctx.db.transaction(async (tx) => {
      const inChain = sql`coalesce(${auditRecords.employerId}, '') = ${chain}`;
      const [bounds] = (
        await tx.execute<{ first: string; keep_from: string | null }>(sql`
          select min(${auditRecords.sequence})::text as first,
            min(${auditRecords.sequence}) filter (where ${auditRecords.retainUntil} >= now())::text as keep_from
          from ${auditRecords} where ${inChain}`)
      ).rows;
      if (!bounds) return 0;
      const through = Math.min(
        bounds.keep_from === null ? Number.MAX_SAFE_INTEGER : Number(bounds.keep_from) - 1,
        Number(bounds.first) + batchSize - 1,
      );
      const deleted = await tx.execute<{ sequence: string; hash: string }>(sql`
        delete from ${auditRecords} where ${inChain} and ${auditRecords.sequence} <= ${through}
        returning ${auditRecords.sequence}::text as sequence, ${auditRecords.hash} as hash`);
      if (deleted.rows.length === 0) return 0;
      const last = deleted.rows.reduce((a, b) => (Number(a.sequence) > Number(b.sequence) ? a : b));
      await tx.insert(auditPurges).values({
        id: createId("aud"),
        employerId: chain === "" ? null : chain,
        throughSequence: Number(last.sequence),
        throughHash: last.hash,
        records: deleted.rows.length,
      });
      return deleted.rows.length;
    });
  }
  return purged;
}
