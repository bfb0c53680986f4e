import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { getEnv } from "@/lib/env";

export type ClaimedDelivery = {
  id: string;
  event_id: string;
  endpoint_id: string;
  attempts: number;
  /** The request's trace that caused the event (tracing on), continued by the delivery's span. */
  traceparent: string | null;
};

export type ClaimOptions = {
  /** How many deliveries this worker can start now (its free in-flight slots). */
  limit: number;
  /** Deliveries in flight per endpoint, across every worker. */
  perEndpoint: number;
  /** How long a claim is ours; a worker that dies mid-delivery leaves it to be claimed again. */
  leaseMs?: number;
};

/**
 * Claims due deliveries fairly: each endpoint gets at most `perEndpoint` in flight (counted over
 * every worker's unexpired leases), its oldest first, and the slots go round the endpoints (every
 * endpoint's first, then every endpoint's second…), so a backlog at one endpoint never starves the
 * others. Disabled endpoints are skipped; their deliveries wait (once deleted, they are claimed
 * again, to be marked failed).
 *
 * Two statements in one transaction: the first locks the endpoint rows it will claim for (SKIP
 * LOCKED: another worker claiming for the same endpoint is skipped, not waited for); the second,
 * with a snapshot taken after those locks, counts what is in flight and claims the rest. Counting
 * in the first statement's snapshot could miss a claim another worker committed while we waited
 * for the lock, and exceed the cap. NO KEY UPDATE does not block inserts of new deliveries (their
 * foreign-key check takes KEY SHARE).
 */
export async function claimDueDeliveries(
  db: Db,
  { limit, perEndpoint, leaseMs = getEnv().WORKER_LEASE_SECONDS * 1000 }: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  return inTransaction({ db }, async (tx) => {
    // Each endpoint's oldest waiting delivery and its leases come from the two partial indexes on
    // webhook_deliveries, a few entries each, however long a dead endpoint's backlog.
    const endpoints = await tx.db.execute<{ id: string }>(sql`
      select e.id from webhook_endpoints e
      cross join lateral (
        select q.next_attempt_at as oldest from webhook_deliveries q
        where q.endpoint_id = e.id and q.status = 'pending' and (q.locked_until is null or q.locked_until <= now())
        order by q.next_attempt_at limit 1) waiting
      where (e.disabled_at is null or e.deleted_at is not null)
        and waiting.oldest <= now()
        and (select count(*) from webhook_deliveries f
             where f.endpoint_id = e.id and f.locked_until is not null and f.locked_until > now() and f.status = 'pending') < ${perEndpoint}
      order by waiting.oldest
      limit ${limit}
      for no key update of e skip locked`);
    if (endpoints.rows.length === 0) return [];
    const ids = sql.join(
      endpoints.rows.map((row) => sql`${row.id}`),
      sql`, `,
    );
    const claimed = await tx.db.execute<ClaimedDelivery>(sql`
      update webhook_deliveries w
      set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = w.attempts + 1
      from (
        select picked.id from (
          select d.id, d.next_attempt_at, row_number() over (partition by e.id order by d.next_attempt_at) as turn
          from webhook_endpoints e
          cross join lateral (
            select count(*)::int as in_flight from webhook_deliveries f
            where f.endpoint_id = e.id and f.locked_until is not null and f.locked_until > now() and f.status = 'pending') busy
          cross join lateral (
            select q.id, q.next_attempt_at from webhook_deliveries q
            where q.endpoint_id = e.id and q.status = 'pending' and q.next_attempt_at <= now()
              and (q.locked_until is null or q.locked_until <= now())
            order by q.next_attempt_at
            limit greatest(${perEndpoint} - busy.in_flight, 0)) d
          where e.id in (${ids})) picked
        order by picked.turn, picked.next_attempt_at
        limit ${limit}) due
      where w.id = due.id and w.status = 'pending' and (w.locked_until is null or w.locked_until <= now())
      returning w.id, w.event_id, w.endpoint_id, w.attempts, w.traceparent`);
    return claimed.rows;
  });
}
