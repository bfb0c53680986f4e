import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The Prometheus series of issue 27's metric contract (docs/operations.md reads them), in one
 * registry per process. Recording is off until a metrics server starts (METRICS_PORT): without a
 * scraper the helpers below return after one flag check, so the request path pays nothing for
 * metrics nobody reads. Labels are bounded: route templates, never raw paths; webhook endpoint ids
 * only where the contract names them; never an employee, employer or card id.
 */
export type Surface = "partner" | "portal" | "admin" | "operator" | "public";

export const JOB_NAMES = [
  "identity_checks",
  "webhook_deliveries",
  "card_reconciler",
  "program_rules",
  "notifications",
  "invitations",
  "eligibility_files",
  "projections",
  "employee_counts",
  "purges",
  "audit_seal",
  "offboarding",
  "ssn_fingerprints",
  "invites_expired",
  "onboarding_completed",
] as const;
export type JobName = (typeof JOB_NAMES)[number];

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const VENDOR_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const counter = <Label extends string = never>(name: string, help: string, labelNames: readonly Label[] = []) =>
    new Counter({ name, help, labelNames, registers });
  const gauge = <Label extends string = never>(name: string, help: string, labelNames: readonly Label[] = []) =>
    new Gauge({ name, help, labelNames, registers });
  const histogram = <Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
    buckets: number[],
  ) => new Histogram({ name, help, labelNames, buckets, registers });
  return {
    registry,
    httpDuration: histogram(
      "http_server_request_duration_seconds",
      "Duration of HTTP requests answered by runRoute, by route template",
      ["method", "route", "status", "surface"],
      HTTP_BUCKETS,
    ),
    webhookBacklog: gauge("webhook_backlog_deliveries", "Pending webhook deliveries per endpoint", ["endpoint"]),
    webhookOldestAge: gauge(
      "webhook_oldest_pending_age_seconds",
      "Age of the oldest pending webhook delivery per endpoint",
      ["endpoint"],
    ),
    webhookDeliveries: counter("webhook_deliveries_total", "Webhook delivery attempts by outcome", ["outcome"]),
    webhookBreakerOpen: gauge(
      "webhook_circuit_breaker_open",
      "1 when the circuit breaker has disabled the endpoint, else 0",
      ["endpoint"],
    ),
    identityCheckDuration: histogram(
      "identity_check_duration_seconds",
      "Identity checks asked of the vendor, by provider and outcome",
      ["provider", "outcome"],
      VENDOR_BUCKETS,
    ),
    cardIssuanceDuration: histogram(
      "card_issuance_duration_seconds",
      "Card issuance calls to the issuer, by provider and outcome",
      ["provider", "outcome"],
      VENDOR_BUCKETS,
    ),
    vendorDuration: histogram(
      "vendor_request_duration_seconds",
      "Outbound calls to vendors (Stripe, Persona, SMTP, webhook receivers)",
      ["vendor", "outcome"],
      VENDOR_BUCKETS,
    ),
    identityUnresolved: gauge(
      "identity_checks_unresolved",
      "Identity checks that ended with no decision from the vendor in the last 7 days, by provider",
      ["provider"],
    ),
    reservationsPending: gauge("card_reservations_pending", "Card reservations the reconciler has not settled"),
    reservationOldestAge: gauge(
      "card_reservation_oldest_pending_age_seconds",
      "Age of the oldest card reservation not yet settled",
    ),
    importRows: counter("import_rows_total", "Employee import rows by outcome", ["outcome"]),
    sftpLogins: counter("sftp_logins_total", "SFTP logins by outcome", ["outcome"]),
    throttleRefusals: counter(
      "throttle_refusals_total",
      "Requests refused by a throttle (lib/throttles/throttles.ts)",
      ["throttle"],
    ),
    dbPool: gauge("db_pool_connections", "Database connections by state (PGlite reports total=1)", ["state"]),
    jobLag: gauge("worker_job_lag_seconds", "Age of the oldest due item of each worker job", ["job"]),
    jobRuns: counter("worker_job_runs_total", "Worker job runs by outcome", ["job", "outcome"]),
    workerLastTick: gauge("worker_last_tick_timestamp_seconds", "Unix time of this process's worker loop's last tick"),
    credentialExpiry: gauge(
      "credential_expiry_timestamp_seconds",
      "Unix time the earliest credential of each kind expires, where the data knows it",
      ["kind"],
    ),
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

/**
 * How an outbound call ended: `ok`; `refused`, a 4xx — the vendor answered and turned the request
 * down (our request or credentials are wrong, or what it names does not exist); `error`, no answer
 * or a 5xx — the vendor failed.
 */
export type VendorOutcome = "ok" | "refused" | "error";

/** An HTTP answer's outcome by its status. */
export const vendorOutcomeOf = (status: number): VendorOutcome =>
  status >= 500 ? "error" : status >= 400 ? "refused" : "ok";

export function recordVendorRequest(vendor: VendorName, outcome: VendorOutcome, startedAt: number): void {
  if (!metricsEnabled()) return;
  metrics().vendorDuration.observe({ vendor, outcome }, seconds(startedAt));
}

export type IdentityOutcome = "approved" | "declined" | "review" | "unresolved" | "error" | "timeout";

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
