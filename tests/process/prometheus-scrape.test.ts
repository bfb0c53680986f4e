import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CONTRACT_SERIES, type MetricsTarget, startStandInMetricsTarget } from "../support/metrics-stand-in";
import {
  prometheus,
  PROMETHEUS_HELP,
  prometheusRequired,
  type PrometheusServer,
  startPrometheus,
} from "../support/prometheus";

// The real Prometheus server scrapes a running metrics target every second, finds each series of
// issue 27's contract, and loads deploy/prometheus's rules and alerts healthy. Skipped, saying so,
// where Debian's prometheus package is missing; on CI (.ci/run installs it) it never skips.

if (!prometheus) {
  if (prometheusRequired)
    throw new Error(`tests/process/prometheus-scrape.test.ts: ${PROMETHEUS_HELP}; CI must run it`);
  console.warn(`tests/process/prometheus-scrape.test.ts skipped: ${PROMETHEUS_HELP}`);
}

// The target: a stand-in serving a fixed exposition until the app's metrics server is merged; then
// this one line becomes `() => startMetricsServer({ port: 0, host: "127.0.0.1" })` (lib/telemetry).
const startTarget: () => Promise<MetricsTarget> = startStandInMetricsTarget;

const RULES = ["rules.yml", "alerts.yml"].map((file) => path.resolve(__dirname, "../../deploy/prometheus", file));

describe.skipIf(!prometheus)("a real Prometheus scraping the metrics port", () => {
  let target: MetricsTarget | undefined;
  let server: PrometheusServer | undefined;

  beforeAll(async () => {
    target = await startTarget();
    const url = `http://127.0.0.1:${target.port}/metrics`;
    server = await startPrometheus({ target: url, job: "benefits-worker", ruleFiles: RULES });
    await server.waitForScrape();
  });
  afterAll(async () => {
    // Prometheus first: it holds a keep-alive connection to the target.
    await server?.stop();
    await target?.close();
  });

  it("stores every series of the contract", async () => {
    const names = await server!.metricNames();
    expect(CONTRACT_SERIES.filter((name) => !names.includes(name))).toEqual([]);
  });

  it("keeps the worker's job label as exported_job, beside the scrape job (the rules read exported_job)", async () => {
    const series = await server!.series("worker_job_lag_seconds");
    expect(series).toContainEqual(
      expect.objectContaining({ job: "benefits-worker", exported_job: "webhook_deliveries" }),
    );
  });

  it("loads the recording rules and alerts, and evaluates each without error", async () => {
    const deadline = Date.now() + 10_000;
    let rules = (await server!.ruleGroups()).flatMap((group) => group.rules);
    while (rules.some((rule) => rule.health === "unknown") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rules = (await server!.ruleGroups()).flatMap((group) => group.rules);
    }
    expect(rules.length).toBeGreaterThan(50);
    expect(rules.filter((rule) => rule.health !== "ok")).toEqual([]);
  });
});
