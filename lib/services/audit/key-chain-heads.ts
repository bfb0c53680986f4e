import { sql } from "drizzle-orm";

import type { ServiceContext } from "../context";

import { auditChainKeys } from "./audit-chain-keys";
import { recordAudits } from "./record-audit";

/**
 * Keys every chain whose last record is not under the current key — sealed before the chain was
 * keyed (issue 37), or before a rotation of DATA_ENCRYPTION_KEYS — by queueing an
 * `audit.chain_keyed` record into it, which the sealer seals under the current key. That record's
 * HMAC covers the hash of the one before it, so the older records are vouched for from then on and
 * a verified chain ends under the current key (lib/domain/security/audit-chain.ts, headProblem). Run by the
 * worker's housekeeping and by `audit:verify` before it seals; a chain already waiting for one is
 * skipped. Returns how many it queued.
 */
export async function keyChainHeads({ ctx }: { ctx: ServiceContext }): Promise<number> {
  const { currentKeyId } = auditChainKeys();
  // Each chain's last record through the chain index, one descent per chain (a loose index scan),
  // rather than a pass over every record.
  const stale = await ctx.db.execute<{ chain: string; hash_key: string | null }>(sql`
    with recursive chains(chain) as (
      (select coalesce(employer_id, '') from audit_records order by coalesce(employer_id, '') limit 1)
      union all
      select (
        select coalesce(r.employer_id, '') from audit_records r
        where coalesce(r.employer_id, '') > c.chain order by coalesce(r.employer_id, '') limit 1
      ) from chains c where c.chain is not null
    )
    select c.chain, head.hash_key from chains c
    cross join lateral (
      select r.hash_key from audit_records r where coalesce(r.employer_id, '') = c.chain order by r.sequence desc limit 1
    ) head
    where c.chain is not null and head.hash_key is distinct from ${currentKeyId}
      and not exists (
        select 1 from audit_queue q where coalesce(q.employer_id, '') = c.chain and q.action = 'audit.chain_keyed'
      )`);
  await recordAudits({
    ctx,
    entries: stale.rows.map((row) => ({
      action: "audit.chain_keyed" as const,
      employerId: row.chain === "" ? null : row.chain,
      details: { keyId: currentKeyId, previousKeyId: row.hash_key },
    })),
  });
  return stale.rows.length;
}
