import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The Prometheus series of issue 27's metric contract (docs/operations.md reads them), in one
 * registry per process. Recording is off until a metrics server starts (METRICS_PORT): without a
 * scraper the helpers below return after one flag check, so the request path pays nothing for
 * metrics nobody reads. Labels are bounded: route templates, never raw paths; webhook endpoint ids
 * only where the contract names them; never an employee, employer or card id.
 */
export type Surface = "partner" | "portal" | "admin" | "public";

export const JOB_NAMES = [
  "identity_checks",
  "webhook_deliveries",
  "card_reconciler",
  "program_rules",
  "notifications",
  "eligibility_files",
  "projections",
  "purges",
  "audit_seal",
] as const;
export type JobName = (typeof JOB_NAMES)[number];

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const VENDOR_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: "http_server_request_duration_seconds",
      help: "Duration of HTTP requests answered by runRoute, by route template",
      labelNames: ["method", "route", "status", "surface"] as const,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    webhookBacklog: new Gauge({
      name: "webhook_backlog_deliveries",
      help: "Pending webhook deliveries per endpoint",
      labelNames: ["endpoint"] as const,
      registers,
    }),
    webhookOldestAge: new Gauge({
      name: "webhook_oldest_pending_age_seconds",
      help: "Age of the oldest pending webhook delivery per endpoint",
      labelNames: ["endpoint"] as const,
      registers,
    }),
    webhookDeliveries: new Counter({
      name: "webhook_deliveries_total",
      help: "Webhook delivery attempts by outcome",
      labelNames: ["outcome"] as const,
      registers,
    }),
    webhookBreakerOpen: new Gauge({
      name: "webhook_circuit_breaker_open",
      help: "1 when the circuit breaker has disabled the endpoint, else 0",
      labelNames: ["endpoint"] as const,
      registers,
    }),
    identityCheckDuration: new Histogram({
      name: "identity_check_duration_seconds",
      help: "Identity checks asked of the vendor, by provider and outcome",
      labelNames: ["provider", "outcome"] as const,
      buckets: VENDOR_BUCKETS,
      registers,
    }),
    cardIssuanceDuration: new Histogram({
      name: "card_issuance_duration_seconds",
      help: "Card issuance calls to the issuer, by provider and outcome",
      labelNames: ["provider", "outcome"] as const,
      buckets: VENDOR_BUCKETS,
      registers,
    }),
    vendorDuration: new Histogram({
      name: "vendor_request_duration_seconds",
      help: "Outbound calls to vendors (Stripe, Persona, SMTP, webhook receivers)",
      labelNames: ["vendor", "outcome"] as const,
      buckets: VENDOR_BUCKETS,
      registers,
    }),
    reservationsPending: new Gauge({
      name: "card_reservations_pending",
      help: "Card reservations the reconciler has not settled",
      registers,
    }),
    reservationOldestAge: new Gauge({
      name: "card_reservation_oldest_pending_age_seconds",
      help: "Age of the oldest card reservation not yet settled",
      registers,
    }),
    importRows: new Counter({
      name: "import_rows_total",
      help: "Employee import rows by outcome",
      labelNames: ["outcome"] as const,
      registers,
    }),
    sftpLogins: new Counter({
      name: "sftp_logins_total",
      help: "SFTP logins by outcome",
      labelNames: ["outcome"] as const,
      registers,
    }),
    throttleRefusals: new Counter({
      name: "throttle_refusals_total",
      help: "Requests refused by a throttle (lib/throttles/throttles.ts)",
      labelNames: ["throttle"] as const,
      registers,
    }),
    dbPool: new Gauge({
      name: "db_pool_connections",
      help: "Database connections by state (PGlite reports total=1)",
      labelNames: ["state"] as const,
      registers,
    }),
    jobLag: new Gauge({
      name: "worker_job_lag_seconds",
      help: "Age of the oldest due item of each worker job",
      labelNames: ["job"] as const,
      registers,
    }),
    jobRuns: new Counter({
      name: "worker_job_runs_total",
      help: "Worker job runs by outcome",
      labelNames: ["job", "outcome"] as const,
      registers,
    }),
    workerLastTick: new Gauge({
      name: "worker_last_tick_timestamp_seconds",
      help: "Unix time of this process's worker loop's last tick",
      registers,
    }),
    credentialExpiry: new Gauge({
      name: "credential_expiry_timestamp_seconds",
      help: "Unix time the earliest credential of each kind expires, where the data knows it",
      labelNames: ["kind"] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

// One registry per process, whatever number of times Next.js loads this module.
const state = globalThis as unknown as { __metrics?: Metrics; __metricsOn?: boolean };

export function metrics(): Metrics {
  if (!state.__metrics) {
    state.__metrics = createMetrics();
    collectDefaultMetrics({ register: state.__metrics.registry });
  }
  return state.__metrics;
}

export const metricsEnabled = (): boolean => state.__metricsOn === true;

/** Turned on by the metrics server; tests turn it on to read what was recorded. */
export function setMetricsEnabled(on: boolean): void {
  state.__metricsOn = on;
}

const seconds = (startedAt: number) => (performance.now() - startedAt) / 1000;

export function recordHttpRequest(
  labels: { method: string; route: string; status: number; surface: Surface },
  startedAt: number,
): void {
  if (!metricsEnabled()) return;
  metrics().httpDuration.observe({ ...labels, status: String(labels.status) }, seconds(startedAt));
}

export type VendorName = "stripe" | "persona" | "smtp" | "webhook";

export function recordVendorRequest(vendor: VendorName, ok: boolean, startedAt: number): void {
  if (!metricsEnabled()) return;
  metrics().vendorDuration.observe({ vendor, outcome: ok ? "ok" : "error" }, seconds(startedAt));
}

export type IdentityOutcome = "approved" | "declined" | "review" | "error" | "timeout";

export function recordIdentityCheck(provider: string, outcome: IdentityOutcome, startedAt: number): void {
  if (!metricsEnabled()) return;
  metrics().identityCheckDuration.observe({ provider, outcome }, seconds(startedAt));
}

export function recordCardIssuance(provider: string, ok: boolean, startedAt: number): void {
  if (!metricsEnabled()) return;
  metrics().cardIssuanceDuration.observe({ provider, outcome: ok ? "issued" : "error" }, seconds(startedAt));
}

export type DeliveryOutcome = "delivered" | "failed" | "retry_scheduled" | "dead";

export function countWebhookDelivery(outcome: DeliveryOutcome): void {
  if (metricsEnabled()) metrics().webhookDeliveries.inc({ outcome });
}

export function countImportRows(accepted: number, rejected: number): void {
  if (!metricsEnabled()) return;
  if (accepted > 0) metrics().importRows.inc({ outcome: "accepted" }, accepted);
  if (rejected > 0) metrics().importRows.inc({ outcome: "rejected" }, rejected);
}

export function countSftpLogin(success: boolean): void {
  if (metricsEnabled()) metrics().sftpLogins.inc({ outcome: success ? "success" : "failure" });
}

export function countThrottleRefusal(throttle: string): void {
  if (metricsEnabled()) metrics().throttleRefusals.inc({ throttle });
}

export function countJobRun(job: JobName, ok: boolean): void {
  if (metricsEnabled()) metrics().jobRuns.inc({ job, outcome: ok ? "ok" : "error" });
}

export function markWorkerTick(): void {
  if (metricsEnabled()) metrics().workerLastTick.set(Date.now() / 1000);
}
