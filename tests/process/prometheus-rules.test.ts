import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import GithubSlugger from "github-slugger";
import { afterAll, describe, expect, it } from "vitest";

import { CONTRACT_SERIES } from "../support/metric-contract";
import { PROMETHEUS_HELP, prometheusRequired, promtool, runPromtool } from "../support/prometheus";

// deploy/prometheus and deploy/grafana, checked by promtool (Debian's prometheus package): the rule
// files load, the alerts' unit tests pass, the example configuration is valid, and every query of
// the Grafana dashboard parses. What needs no promtool (each alert's labels and annotations, its
// runbook heading in docs/operations.md) is checked everywhere. Skipped, saying so, without
// promtool; on CI (.ci/run installs it) a missing promtool fails instead.

const ROOT = path.resolve(__dirname, "../..");
const PROMETHEUS_DIR = path.join(ROOT, "deploy/prometheus");
const DASHBOARD = path.join(ROOT, "deploy/grafana/benefits-onboarding.json");

if (!promtool) {
  if (prometheusRequired) throw new Error(`tests/process/prometheus-rules.test.ts: ${PROMETHEUS_HELP}; CI must run it`);
  console.warn(`tests/process/prometheus-rules.test.ts: promtool checks skipped: ${PROMETHEUS_HELP}`);
}

/** deploy/prometheus's rule files: every YAML file there with rule groups (not the tests, not the config). */
const ruleFiles = fs
  .readdirSync(PROMETHEUS_DIR)
  .filter(
    (file) => file.endsWith(".yml") && /^groups:/m.test(fs.readFileSync(path.join(PROMETHEUS_DIR, file), "utf8")),
  );

type Alert = { name: string; text: string };

/** Each alerting rule of alerts.yml with its text (the lines up to the next rule or group). */
function alertsOf(yaml: string): Alert[] {
  return yaml
    .split(/^(?=\s+- (?:alert|record): |\s{2}- name: )/m)
    .map((text) => ({ name: /^\s+- alert: (\S+)/.exec(text)?.[1], text }))
    .filter((alert): alert is Alert => alert.name !== undefined);
}

/** GitHub's anchors of a page's headings, outside code fences (as lib/docs-links.test.ts reads them). */
function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^(```|~~~)/.test(line.trim())) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (heading) anchors.add(slugger.slug((heading[1] ?? "").replace(/`/g, "")));
  }
  return anchors;
}

type Panel = { title?: string; type?: string; targets?: Array<{ expr?: string }>; panels?: Panel[] };
type Dashboard = {
  schemaVersion: number;
  templating: { list: Array<{ name: string; type: string; query?: unknown }> };
  panels: Panel[];
};

function dashboardExprs(dashboard: Dashboard): Array<{ panel: string; expr: string }> {
  const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
  return panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ panel: panel.title ?? "", expr: target.expr ?? "" })),
  );
}

/** Grafana's variables replaced by what Grafana would put there, so that promtool can parse the query. */
function withVariablesResolved(expr: string): string {
  return expr.replace(/\$__(rate_interval|interval|range)\b/g, "5m").replace(/\$\{?(\w+)(?::\w+)?\}?/g, ".+");
}

const PROMQL_WORDS = new Set(
  "sum min max avg count topk bottomk by without on ignoring group_left group_right and or unless bool rate increase irate histogram_quantile label_replace time vector absent min_over_time max_over_time avg_over_time offset".split(
    " ",
  ),
);

/** The metric names a query reads: its words, less strings, label matchers, groupings, ranges and PromQL's own. */
function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, "")
    .replace(/\{[^}]*\}/g, "")
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, "")
    .replace(/\[[^\]]*\]/g, "");
  return [...bare.matchAll(/\b[a-zA-Z_][\w:]*\b/g)].map(([word]) => word).filter((word) => !PROMQL_WORDS.has(word));
}

/** What the queries may read: the contract's series (with each histogram's _bucket and _sum), the recorded ones, Prometheus's own. */
function knownSeries(): Set<string> {
  const recorded = [...fs.readFileSync(path.join(PROMETHEUS_DIR, "rules.yml"), "utf8").matchAll(/- record: (\S+)/g)];
  const histograms = CONTRACT_SERIES.filter((name) => name.endsWith("_count")).map((name) =>
    name.replace(/_count$/, ""),
  );
  return new Set([
    ...CONTRACT_SERIES,
    ...histograms.flatMap((name) => [`${name}_bucket`, `${name}_sum`, `${name}_count`]),
    ...recorded.map((match) => match[1] ?? ""),
    "up",
    "probe_ssl_earliest_cert_expiry",
    "process_resident_memory_bytes",
    "nodejs_eventloop_lag_p99_seconds",
  ]);
}

describe("the queries", () => {
  const known = knownSeries();
  const exprsOf = (file: string) =>
    [
      ...fs
        .readFileSync(path.join(PROMETHEUS_DIR, file), "utf8")
        .matchAll(/expr: \|\n((?:\s{10,}.*\n)+)|expr: (.+)\n/g),
    ].map((match) => match[1] ?? match[2] ?? "");
  const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, "utf8")) as Dashboard;

  it.each([
    ["rules.yml", exprsOf("rules.yml")],
    ["alerts.yml", exprsOf("alerts.yml")],
    ["the dashboard", dashboardExprs(dashboard).map(({ expr }) => expr)],
  ])("in %s read only the contract's series and the recorded ones", (_, exprs) => {
    expect(exprs.length).toBeGreaterThan(10);
    const unknown = exprs.flatMap((expr) => metricNamesIn(expr).filter((name) => !known.has(name)));
    expect(unknown).toEqual([]);
  });
});

describe("the alerts", () => {
  const alerts = alertsOf(fs.readFileSync(path.join(PROMETHEUS_DIR, "alerts.yml"), "utf8"));
  const anchors = headingAnchors(fs.readFileSync(path.join(ROOT, "docs/operations.md"), "utf8"));

  it("are there", () => {
    expect(alerts.length).toBeGreaterThan(20);
  });

  it.each(alerts.map((alert, index) => [`${alert.name} #${index}`, alert] as const))(
    "%s has for:, a severity, a summary, a description and its runbook heading",
    (_, alert) => {
      expect(alert.text).toMatch(/^\s+for: \d+[smh]$/m);
      expect(alert.text).toMatch(/^\s+severity: (page|ticket)$/m);
      expect(alert.text).toMatch(/^\s+summary: \S/m);
      expect(alert.text).toMatch(/^\s+description: \S/m);
      const anchor = alert.name.toLowerCase();
      expect(alert.text).toContain(
        `runbook_url: "{{ $externalLabels.runbook_base_url }}/docs/operations.md#${anchor}"`,
      );
      expect(anchors.has(anchor), `docs/operations.md has no heading "${alert.name}"`).toBe(true);
    },
  );
});

describe("the Grafana dashboard", () => {
  const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, "utf8")) as Dashboard;

  it("is a schema 39 dashboard with a Prometheus datasource variable", () => {
    expect(dashboard.schemaVersion).toBe(39);
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: "datasource", type: "datasource", query: "prometheus" }),
    );
    expect(dashboardExprs(dashboard).length).toBeGreaterThan(30);
    expect(dashboardExprs(dashboard).filter(({ expr }) => !expr.trim())).toEqual([]);
  });
});

describe.skipIf(!promtool)("promtool", () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "dashboard-exprs-"));
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

  it("finds the rule files valid", () => {
    expect(ruleFiles.sort()).toEqual(["alerts.yml", "rules.yml"]);
    const result = runPromtool(["check", "rules", ...ruleFiles], PROMETHEUS_DIR);
    expect(result.output).not.toContain("FAILED");
    expect(result.status).toBe(0);
  });

  it("passes the alerts' unit tests (deploy/prometheus/alerts.test.yml)", () => {
    const result = runPromtool(["test", "rules", "alerts.test.yml"], PROMETHEUS_DIR);
    expect(result.output).toContain("SUCCESS");
    expect(result.status, result.output).toBe(0);
  });

  it("finds the example configuration valid", () => {
    const result = runPromtool(["check", "config", "prometheus.yml"], PROMETHEUS_DIR);
    expect(result.status, result.output).toBe(0);
  });

  it("parses every query of the dashboard", () => {
    const exprs = dashboardExprs(JSON.parse(fs.readFileSync(DASHBOARD, "utf8")) as Dashboard);
    // One recording rule per query: promtool parses each, and names the panel of a bad one.
    const rules = exprs.map(
      ({ panel, expr }, index) =>
        `      - record: dashboard:query_${index}\n        # ${panel.replace(/\n/g, " ")}\n        expr: ${JSON.stringify(withVariablesResolved(expr))}`,
    );
    const file = path.join(temp, "dashboard-exprs.yml");
    fs.writeFileSync(file, `groups:\n  - name: dashboard\n    rules:\n${rules.join("\n")}\n`);
    const result = runPromtool(["check", "rules", file]);
    expect(result.status, result.output).toBe(0);
    expect(result.output).toContain(`SUCCESS: ${exprs.length} rules found`);
  });
});
