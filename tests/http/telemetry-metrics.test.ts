import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { collectWorkGauges } from "@/lib/jobs/collect-work-gauges";
import { startMetricsServer, type MetricsServer } from "@/lib/telemetry/metrics-server";
import { ROUTE_TEMPLATES } from "@/lib/telemetry/route-templates";

import { apiClient, createEmployeeWithCard } from "../support/fixtures";
import { prometheus, PROMETHEUS_HELP, prometheusRequired, startPrometheus } from "../support/prometheus";
import { waitFor } from "../support/webhook-receiver";
import { httpHarness } from "../support/http-harness";

// Issue 27's metric contract (docs/operations.md reads these names): every series is exposed on
// the metrics server's own port, and no label holds a raw path or an id it must not.
const CONTRACT = {
  http_server_request_duration_seconds: "histogram",
  webhook_backlog_deliveries: "gauge",
  webhook_oldest_pending_age_seconds: "gauge",
  webhook_deliveries_total: "counter",
  webhook_circuit_breaker_open: "gauge",
  identity_check_duration_seconds: "histogram",
  card_issuance_duration_seconds: "histogram",
  vendor_request_duration_seconds: "histogram",
  card_reservations_pending: "gauge",
  card_reservation_oldest_pending_age_seconds: "gauge",
  import_rows_total: "counter",
  sftp_logins_total: "counter",
  throttle_refusals_total: "counter",
  db_pool_connections: "gauge",
  worker_job_lag_seconds: "gauge",
  worker_job_runs_total: "counter",
  worker_last_tick_timestamp_seconds: "gauge",
  credential_expiry_timestamp_seconds: "gauge",
} as const;

// What this journey exercises, so each must have samples, not only its TYPE line.
const SAMPLED = [
  "http_server_request_duration_seconds",
  "webhook_backlog_deliveries",
  "webhook_oldest_pending_age_seconds",
  "webhook_deliveries_total",
  "webhook_circuit_breaker_open",
  "identity_check_duration_seconds",
  "card_issuance_duration_seconds",
  "vendor_request_duration_seconds",
  "card_reservations_pending",
  "card_reservation_oldest_pending_age_seconds",
  "throttle_refusals_total",
  "db_pool_connections",
  "worker_job_lag_seconds",
  "worker_job_runs_total",
  "worker_last_tick_timestamp_seconds",
  "credential_expiry_timestamp_seconds",
  "process_cpu_seconds_total",
  "nodejs_eventloop_lag_seconds",
];

let metricsServer: MetricsServer;

beforeAll(async () => {
  metricsServer = await startMetricsServer({ port: 0, host: "127.0.0.1", collect: collectWorkGauges, cacheMs: 0 });
});
afterAll(() => metricsServer.close());
const { server, tenant, receiver } = httpHarness({ worker: true, receiver: true });

type Sample = { name: string; labels: Record<string, string>; value: number };

function samplesOf(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`unreadable line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

const scrape = async () => {
  const response = await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

describe("the metrics endpoint", () => {
  it("exposes every series of the contract after a journey, with bounded labels", async () => {
    const call = apiClient(server.baseUrl, tenant);
    const endpoint = await call<{ id: string }>("POST", "/api/webhook-endpoints", {
      body: { url: receiver.url, events: ["*"] },
    });
    expect(endpoint.status).toBe(201);
    // A rotation leaves the previous secret valid for a while: the one credential expiry the data knows.
    const other = await call<{ id: string }>("POST", "/api/webhook-endpoints", {
      body: { url: `${receiver.url}/other`, events: ["card.created"] },
    });
    expect((await call("POST", `/api/webhook-endpoints/${other.body.id}/rotate-secret`)).status).toBe(200);
    const { employeeId } = await createEmployeeWithCard(call, tenant, "virtual");
    await waitFor(() => receiver.ofType("card.created", employeeId)[0]);
    // Unknown paths, a refused partner and a throttled sign-in.
    expect((await call("GET", "/api/nothing-here")).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/events`)).status).toBe(401);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const refused = await fetch(`${server.baseUrl}/api/admin/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "nobody.metrics@example.com", password: "wrong-password" }),
      });
      if (refused.status === 429) break;
    }

    const text = await scrape();
    for (const [name, type] of Object.entries(CONTRACT)) expect(text).toContain(`# TYPE ${name} ${type}\n`);
    const samples = samplesOf(text);
    const names = new Set(samples.map((sample) => sample.name.replace(/_(bucket|sum|count)$/, "")));
    for (const name of SAMPLED) expect(names, name).toContain(name);

    const http = samples.filter((sample) => sample.name === "http_server_request_duration_seconds_count");
    for (const { labels } of http) {
      expect([...ROUTE_TEMPLATES, "unmatched"]).toContain(labels.route);
      expect(["partner", "portal", "admin", "public"]).toContain(labels.surface);
      expect(labels.status).toMatch(/^\d{3}$/);
    }
    expect(http).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          labels: {
            method: "POST",
            route: "/api/employers/{employerId}/employees",
            status: "201",
            surface: "partner",
          },
        }),
        expect.objectContaining({ labels: expect.objectContaining({ route: "unmatched", status: "404" }) }),
        expect.objectContaining({ labels: expect.objectContaining({ route: "/api/events", status: "401" }) }),
      ]),
    );
    // Endpoint ids only on the webhook series the contract names; no other id anywhere.
    const anId = /\b[a-z]{2,5}_(?=[A-Za-z0-9]*[A-Z0-9])[A-Za-z0-9]{12,}\b/;
    for (const sample of samples) {
      const allowed = sample.name.startsWith("webhook_") ? ["endpoint"] : [];
      for (const [label, value] of Object.entries(sample.labels))
        if (!allowed.includes(label)) expect(value, `${sample.name} ${label}`).not.toMatch(anId);
    }
    const backlog = samples.find(
      (sample) => sample.name === "webhook_backlog_deliveries" && sample.labels.endpoint === endpoint.body.id,
    );
    expect(backlog?.value).toBeGreaterThanOrEqual(0);
    expect(
      samples.find((s) => s.name === "webhook_deliveries_total" && s.labels.outcome === "delivered")?.value,
    ).toBeGreaterThan(0);
    expect(
      samples.some((s) => s.name === "identity_check_duration_seconds_count" && s.labels.provider === "sandbox"),
    ).toBe(true);
    expect(
      samples.some(
        (s) => s.name === "worker_job_runs_total" && s.labels.job === "identity_checks" && s.labels.outcome === "ok",
      ),
    ).toBe(true);
    expect(samples.find((s) => s.name === "db_pool_connections" && s.labels.state === "total")?.value).toBeGreaterThan(
      0,
    );
    expect(samples.find((s) => s.name === "worker_last_tick_timestamp_seconds")?.value ?? 0).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );
  });

  // The real Prometheus (Debian's package; .ci/run installs it) scraping this running instance after
  // the journey above: every sampled series is stored under its name, the worker's job label as
  // exported_job beside the scrape job, and deploy/prometheus's rules and alerts evaluate without error.
  // Once, on PostgreSQL: the exposition is the same on both databases.
  it.runIf(process.env.DATABASE_KIND === "postgres")(
    "is scraped by a real Prometheus, which stores each series and evaluates the rules",
    async () => {
      if (!prometheus) {
        if (prometheusRequired) throw new Error(`${PROMETHEUS_HELP}; CI must run this test`);
        console.warn(`telemetry-metrics: the real Prometheus scrape is skipped: ${PROMETHEUS_HELP}`);
        return;
      }
      const rules = ["rules.yml", "alerts.yml"].map((file) => path.resolve("deploy/prometheus", file));
      const server = await startPrometheus({
        target: `http://127.0.0.1:${metricsServer.port}/metrics`,
        job: "benefits-web",
        ruleFiles: rules,
      });
      try {
        await server.waitForScrape();
        const names = await server.metricNames();
        const stored = new Set(names.map((name) => name.replace(/_(bucket|sum|count)$/, "")));
        expect(SAMPLED.filter((name) => !stored.has(name))).toEqual([]);
        expect(await server.series("worker_job_runs_total")).toContainEqual(
          expect.objectContaining({ job: "benefits-web", exported_job: "identity_checks" }),
        );
        const deadline = Date.now() + 10_000;
        let evaluated = (await server.ruleGroups()).flatMap((group) => group.rules);
        while (evaluated.some((rule) => rule.health === "unknown") && Date.now() < deadline) {
          // A poll interval: the loop waits on every rule's first evaluation, up to its deadline.
          await new Promise((resolve) => setTimeout(resolve, 200));
          evaluated = (await server.ruleGroups()).flatMap((group) => group.rules);
        }
        expect(evaluated.length).toBeGreaterThan(50);
        expect(evaluated.filter((rule) => rule.health !== "ok")).toEqual([]);
      } finally {
        await server.stop();
      }
    },
    40_000,
  );

  it("answers only GET /metrics", async () => {
    expect((await fetch(`http://127.0.0.1:${metricsServer.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`, { method: "POST" })).status).toBe(405);
  });
});
