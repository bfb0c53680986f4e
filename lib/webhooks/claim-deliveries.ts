import { and, eq, lte, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { Db } from "@/db/client";
import { webhookDeliveries } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { getEnv } from "@/lib/env";
import { claim, type Claimed, type Queue } from "@/lib/queue/queue";

/**
 * Webhook deliveries on the work queue (lib/queue): a pending delivery is due at its next attempt;
 * a failed attempt is retried on the schedule (DEFAULT_RETRY_SCHEDULE_MS, each with jitter, or
 * later when the receiver's Retry-After asks), and after the schedule's last the delivery is
 * `failed` (a manual replay can still send it). Claims share the work out fairly across endpoints
 * (claimDueDeliveries); the lease, the attempts, the backoff and the dead-letter are the queue's.
 */
export function deliveryQueue({
  leaseMs = getEnv().WORKER_LEASE_SECONDS * 1000,
  retryScheduleMs = DEFAULT_RETRY_SCHEDULE_MS,
  jitter = 0.1,
}: { leaseMs?: number; retryScheduleMs?: number[]; jitter?: number } = {}) {
  return {
    name: "webhook delivery",
    table: webhookDeliveries,
    id: webhookDeliveries.id,
    attempts: webhookDeliveries.attempts,
    due: and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, sql`now()`))!,
    order: webhookDeliveries.nextAttemptAt,
    lease: { until: webhookDeliveries.lockedUntil, seconds: leaseMs / 1000 },
    item: {
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      endpointId: webhookDeliveries.endpointId,
      attempts: webhookDeliveries.attempts,
      // The request's trace that caused the event (tracing on), continued by the delivery's span.
      traceparent: webhookDeliveries.traceparent,
    },
    backoff: {
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      delayMs: (failed: number) => scheduledDelayMs(failed, retryScheduleMs, jitter),
    },
    lastError: webhookDeliveries.lastError,
    maxAttempts: retryScheduleMs.length + 1,
    deadSet: { status: "failed" },
  } satisfies Queue<Record<string, PgColumn>>;
}

export type ClaimedDelivery = Claimed<ReturnType<typeof deliveryQueue>["item"]>;

// After the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h — eight attempts over about
// 27.5 hours (the Standard Webhooks reference schedule), each with ±10 % jitter.
export const DEFAULT_RETRY_SCHEDULE_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** The schedule's delay after `failed` failed attempts, spread by ±`jitter` so retries after an outage do not come back together. */
export function scheduledDelayMs(failed: number, schedule: number[], jitter: number): number {
  const base = schedule[failed - 1] ?? schedule.at(-1) ?? 60_000;
  return base + base * jitter * (Math.random() * 2 - 1);
}

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
    const picked = sql`
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
      limit ${limit}`;
    return claim(tx.db, deliveryQueue({ leaseMs }), { limit, pick: picked });
  });
}
