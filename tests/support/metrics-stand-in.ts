import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the test scrapes: a server on 127.0.0.1:`port` answering GET /metrics (lib/telemetry's MetricsServer has this shape). */
export type MetricsTarget = { port: number; close: () => Promise<void> };

/** The series of issue 27's metric names, as Prometheus stores them (a histogram as its _bucket, _sum, _count). */
export const CONTRACT_SERIES = [
  "http_server_request_duration_seconds_bucket",
  "http_server_request_duration_seconds_sum",
  "http_server_request_duration_seconds_count",
  "webhook_backlog_deliveries",
  "webhook_oldest_pending_age_seconds",
  "webhook_deliveries_total",
  "webhook_circuit_breaker_open",
  "identity_check_duration_seconds_count",
  "card_issuance_duration_seconds_count",
  "vendor_request_duration_seconds_count",
  "card_reservations_pending",
  "card_reservation_oldest_pending_age_seconds",
  "import_rows_total",
  "sftp_logins_total",
  "throttle_refusals_total",
  "db_pool_connections",
  "worker_job_lag_seconds",
  "worker_job_runs_total",
  "worker_last_tick_timestamp_seconds",
  "credential_expiry_timestamp_seconds",
  "process_cpu_seconds_total",
  "nodejs_eventloop_lag_seconds",
] as const;

const histogram = (name: string, labels: string) =>
  [`# TYPE ${name} histogram`, `${name}_bucket{${labels},le="1"} 3`, `${name}_bucket{${labels},le="+Inf"} 4`]
    .concat([`${name}_sum{${labels}} 2.5`, `${name}_count{${labels}} 4`])
    .join("\n");

/**
 * A fixed exposition in the contract's names and labels: what the app's metrics server serves
 * after some traffic. Stands in for it until that server is merged (tests/process/prometheus-scrape.test.ts).
 */
export const STAND_IN_EXPOSITION = [
  histogram(
    "http_server_request_duration_seconds",
    'method="POST",route="/api/employers/{employerId}/employees",status="201",surface="partner"',
  ),
  "# TYPE webhook_backlog_deliveries gauge",
  'webhook_backlog_deliveries{endpoint="whep_1"} 2',
  "# TYPE webhook_oldest_pending_age_seconds gauge",
  'webhook_oldest_pending_age_seconds{endpoint="whep_1"} 12',
  "# TYPE webhook_deliveries_total counter",
  'webhook_deliveries_total{outcome="delivered"} 5',
  "# TYPE webhook_circuit_breaker_open gauge",
  'webhook_circuit_breaker_open{endpoint="whep_1"} 0',
  histogram("identity_check_duration_seconds", 'provider="sandbox",outcome="approved"'),
  histogram("card_issuance_duration_seconds", 'provider="sandbox",outcome="issued"'),
  histogram("vendor_request_duration_seconds", 'vendor="smtp",outcome="ok"'),
  "# TYPE card_reservations_pending gauge",
  "card_reservations_pending 0",
  "# TYPE card_reservation_oldest_pending_age_seconds gauge",
  "card_reservation_oldest_pending_age_seconds 0",
  "# TYPE import_rows_total counter",
  'import_rows_total{outcome="accepted"} 10',
  "# TYPE sftp_logins_total counter",
  'sftp_logins_total{outcome="success"} 1',
  "# TYPE throttle_refusals_total counter",
  'throttle_refusals_total{throttle="partner"} 0',
  "# TYPE db_pool_connections gauge",
  'db_pool_connections{state="total"} 1',
  'db_pool_connections{state="waiting"} 0',
  "# TYPE worker_job_lag_seconds gauge",
  'worker_job_lag_seconds{job="webhook_deliveries"} 0',
  "# TYPE worker_job_runs_total counter",
  'worker_job_runs_total{job="webhook_deliveries",outcome="ok"} 3',
  "# TYPE worker_last_tick_timestamp_seconds gauge",
  `worker_last_tick_timestamp_seconds ${Math.floor(Date.now() / 1000)}`,
  "# TYPE credential_expiry_timestamp_seconds gauge",
  'credential_expiry_timestamp_seconds{kind="sso_client_secret"} 1893456000',
  "# TYPE process_cpu_seconds_total counter",
  "process_cpu_seconds_total 0.5",
  "# TYPE nodejs_eventloop_lag_seconds gauge",
  "nodejs_eventloop_lag_seconds 0.001",
  "",
].join("\n");

/** A node:http server answering GET /metrics with STAND_IN_EXPOSITION on a free loopback port. */
export async function startStandInMetricsTarget(): Promise<MetricsTarget> {
  const server = http.createServer((request, response) => {
    if (request.url !== "/metrics") return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/plain; version=0.0.4; charset=utf-8" });
    response.end(STAND_IN_EXPOSITION);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
