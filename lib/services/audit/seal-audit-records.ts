import { asc, sql } from "drizzle-orm";

import { auditQueue, auditRecords, type AuditQueueRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { auditRetainUntil } from "@/lib/domain/security/audit";
import { chainRecord, type AuditContent, type AuditRecord } from "@/lib/domain/security/audit-chain";

import type { ServiceContext } from "../context";

import { auditChainKeys } from "./audit-chain-keys";

/** pg_advisory_xact_lock key ("benefits:audit-seal"): one sealer at a time, so each chain grows in one order. */
const SEAL_LOCK_KEY = 7_231_904_118;

/** A chain's key: the employer's id, or "" for the platform's own records. */
const chainKey = (employerId: string | null) => employerId ?? "";

/** What is hashed of a record: everything it says, as stored (retention and sealing time are not part of the claim). */
export function auditContentOf(row: Omit<AuditQueueRow, "ordinal"> & { sequence: number }): AuditContent {
  return {
    employerId: row.employerId,
    sequence: row.sequence,
    occurredAt: row.occurredAt.toISOString(),
    actorType: row.actorType,
    actorId: row.actorId,
    actorRole: row.actorRole,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    requestId: row.requestId,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  };
}

/**
 * Moves up to `batchSize` queued entries, oldest first, into their employers' chains: each gets the
 * next sequence of its chain, the previous record's hash and its own, an HMAC under the current
 * data key (audit-chain-keys.ts), whose id it names. The move itself is
 * audit_seal() (migration 0038), which takes each entry out of the queue and writes its record with
 * the queue's own content, in this transaction — so an entry is sealed exactly once and says what it
 * said when queued; the app's role may neither delete a queued entry nor change one. The advisory
 * lock keeps two workers from growing one chain from the same head. Returns how many it sealed, and
 * each chain's new head.
 */
export async function sealAuditRecords({
  ctx,
  retentionDays,
  batchSize = 500,
}: {
  ctx: ServiceContext;
  retentionDays: number;
  batchSize?: number;
}): Promise<{ sealed: number; heads: { employerId: string | null; sequence: number; hash: string }[] }> {
  // Most rounds find the queue empty: one read, no transaction.
  const [waiting] = await ctx.db.select({ id: auditQueue.id }).from(auditQueue).limit(1);
  if (!waiting) return { sealed: 0, heads: [] };
  return inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(${SEAL_LOCK_KEY})`);
    // Under the lock no other sealer takes entries, so no row lock is needed (nor allowed: the app's
    // role has no UPDATE on the queue, which SELECT … FOR UPDATE asks for).
    const queued = await tx.db.select().from(auditQueue).orderBy(asc(auditQueue.ordinal)).limit(batchSize);
    if (queued.length === 0) return { sealed: 0, heads: [] };

    const keys = [...new Set(queued.map((row) => chainKey(row.employerId)))];
    const heads = new Map<string, Pick<AuditRecord, "hash" | "sequence">>();
    const current = await tx.db.execute<{ chain: string; sequence: string; hash: string }>(sql`
      select distinct on (coalesce(${auditRecords.employerId}, ''))
        coalesce(${auditRecords.employerId}, '') as chain, ${auditRecords.sequence}::text as sequence, ${auditRecords.hash} as hash
      from ${auditRecords}
      where coalesce(${auditRecords.employerId}, '') in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})
      order by coalesce(${auditRecords.employerId}, ''), ${auditRecords.sequence} desc`);
    for (const head of current.rows) heads.set(head.chain, { sequence: Number(head.sequence), hash: head.hash });

    const chainKeys = auditChainKeys();
    const sealed = queued.map((row) => {
      const { ordinal: _ordinal, ...entry } = row;
      const { sequence: _sequence, ...content } = auditContentOf({ ...entry, sequence: 0 });
      const record = chainRecord(heads.get(chainKey(row.employerId)), content, chainKeys);
      heads.set(chainKey(row.employerId), record);
      return {
        id: row.id,
        sequence: record.sequence,
        previous_hash: record.previousHash,
        hash: record.hash,
        hash_key: record.hashKey,
        retain_until: auditRetainUntil(row.occurredAt, retentionDays).toISOString(),
      };
    });
    const [moved] = (
      await tx.db.execute<{ moved: number }>(sql`select audit_seal(${JSON.stringify(sealed)}::jsonb) as moved`)
    ).rows;
    if (Number(moved?.moved) !== sealed.length) throw new Error(`audit_seal moved ${moved?.moved} of ${sealed.length}`);
    return {
      sealed: sealed.length,
      heads: keys.map((key) => ({ employerId: key === "" ? null : key, ...heads.get(key)! })),
    };
  });
}
