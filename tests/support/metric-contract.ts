// Issue 27's metric contract as Prometheus stores it: what the rules, alerts and dashboard may
// read (tests/process/prometheus-rules.test.ts), and what tests/http/telemetry-metrics.test.ts
// finds in a real scrape of the app.

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
  "identity_checks_unresolved",
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
