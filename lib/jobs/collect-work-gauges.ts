import { sql } from "drizzle-orm";

import { getDbHandle } from "@/db/client";
import { getEnv } from "@/lib/env";
import { metrics, type JobName } from "@/lib/telemetry/metrics";

import { RESERVATION_AGE_SECONDS } from "./reconcile-card-reservations";

type EndpointRow = { id: string; open: boolean; backlog: number; oldest: number };
type UnresolvedRow = { provider: string; checks: number };
type Summary = {
  reservations: number;
  reservation_age: number;
  identity_checks: number;
  webhook_deliveries: number;
  card_reconciler: number;
  notifications: number;
  eligibility_files: number;
  webhook_previous_secret: number | null;
};

/**
 * The gauges read from the database, at scrape time (lib/telemetry/metrics-server.ts caches them
 * for a few seconds): two statements answered from the queues' own indexes, never per request.
 * - webhook backlog, oldest pending age and breaker (1 = disabled by the circuit breaker) for each
 *   live endpoint, 0 when it has nothing waiting;
 * - card reservations not yet settled and the oldest one's age;
 * - worker_job_lag_seconds for the jobs that have a queue: how long the oldest due item has been
 *   due (0 when none is). program_rules, projections, purges and audit_seal read cursors or sweep,
 *   with no item to be late: their health is worker_job_runs_total and the last tick;
 * - identity checks that ended unresolved (no decision from the vendor) in the last 7 days, by
 *   provider: each is a person who got no answer, and a vendor case to look at;
 * - credential expiry where the data knows it: a rotated webhook secret's end of overlap;
 * - the connection pool.
 */
export async function collectWorkGauges(): Promise<void> {
  const handle = await getDbHandle();
  const m = metrics();
  const endpoints = await handle.db.execute<EndpointRow>(sql`
    select e.id, e.disabled_at is not null as open, count(d.id)::int as backlog,
      coalesce(extract(epoch from now() - min(d.created_at)), 0)::float8 as oldest
    from webhook_endpoints e
    left join webhook_deliveries d on d.endpoint_id = e.id and d.status = 'pending'
    where e.deleted_at is null
    group by e.id`);
  const unresolved = await handle.db.execute<UnresolvedRow>(sql`
    select provider, count(*)::int as checks from identity_checks
    where status = 'unresolved' and completed_at > now() - interval '7 days'
    group by provider`);
  const [summary] = (
    await handle.db.execute<Summary>(sql`
    select
      (select count(*)::int from cards where state = 'reserved') as reservations,
      (select coalesce(extract(epoch from now() - min(created_at)), 0)::float8 from cards where state = 'reserved') as reservation_age,
      (select coalesce(extract(epoch from now() - min(next_attempt_at)), 0)::float8 from identity_checks
        where status = 'pending' and awaiting_review_since is null and next_attempt_at <= now()) as identity_checks,
      (select coalesce(extract(epoch from now() - min(d.next_attempt_at)), 0)::float8 from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
        where d.status = 'pending' and d.next_attempt_at <= now() and e.disabled_at is null and e.deleted_at is null) as webhook_deliveries,
      (select coalesce(extract(epoch from now() - min(created_at)) - ${RESERVATION_AGE_SECONDS}, 0)::float8 from cards
        where state = 'reserved' and created_at <= now() - make_interval(secs => ${RESERVATION_AGE_SECONDS})) as card_reconciler,
      (select coalesce(extract(epoch from now() - min(created_at)), 0)::float8 from employee_notifications
        where status = 'pending') as notifications,
      (select coalesce(extract(epoch from now() - min(next_attempt_at)), 0)::float8 from eligibility_files
        where status in ('queued', 'processing') and next_attempt_at <= now()) as eligibility_files,
      (select extract(epoch from min(previous_secret_expires_at))::float8 from webhook_endpoints
        where deleted_at is null and previous_secret_expires_at > now()) as webhook_previous_secret`)
  ).rows;
  m.webhookBacklog.reset();
  m.webhookOldestAge.reset();
  m.webhookBreakerOpen.reset();
  for (const endpoint of endpoints.rows) {
    m.webhookBacklog.set({ endpoint: endpoint.id }, endpoint.backlog);
    m.webhookOldestAge.set({ endpoint: endpoint.id }, Number(endpoint.oldest));
    m.webhookBreakerOpen.set({ endpoint: endpoint.id }, endpoint.open ? 1 : 0);
  }
  m.identityUnresolved.reset();
  // The configured provider always has a value (0 when none ended unresolved), so the series exists.
  m.identityUnresolved.set({ provider: getEnv().IDENTITY_PROVIDER }, 0);
  for (const row of unresolved.rows) m.identityUnresolved.set({ provider: row.provider }, row.checks);
  if (!summary) return;
  m.reservationsPending.set(summary.reservations);
  m.reservationOldestAge.set(Number(summary.reservation_age));
  const lagging: JobName[] = [
    "identity_checks",
    "webhook_deliveries",
    "card_reconciler",
    "notifications",
    "eligibility_files",
  ];
  for (const job of lagging) m.jobLag.set({ job }, Math.max(0, Number(summary[job as keyof Summary] ?? 0)));
  m.credentialExpiry.reset();
  if (summary.webhook_previous_secret !== null)
    m.credentialExpiry.set({ kind: "webhook_previous_secret" }, Number(summary.webhook_previous_secret));
  const pool = handle.poolStats();
  m.dbPool.set({ state: "total" }, pool.total);
  m.dbPool.set({ state: "idle" }, pool.idle);
  m.dbPool.set({ state: "waiting" }, pool.waiting);
}
