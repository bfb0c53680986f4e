// The HTTP section's tables of docs/performance.md (bench/lib/report.ts writes the page).
import type { FloorsReport } from "../http-load";

import { markdownTable } from "./markdown";
import type { Section } from "./report";

export function httpTable(section: Section): string {
  const endpoints = section.http?.endpoints ?? [];
  return markdownTable(
    [
      "endpoint",
      "req/s",
      "p50 ms",
      "p99 ms",
      "non-2xx + errors",
      "× trivial route",
      "× bare Next.js route",
      "× bare node:http",
      "note",
    ],
    // Ratios compare like with like: closed-loop runs at the configured connection count only (an
    // offered-rate run's throughput is the rate it was given).
    endpoints.map((e) => {
      const comparable = e.connections === endpoints[0]?.connections && !e.name.includes("offered");
      const ratio = (value: number) => (comparable && Number.isFinite(value) ? value.toFixed(2) : "–");
      return [
        e.name,
        e.rps,
        e.p50Ms,
        e.p99Ms,
        e.non2xx + e.errors,
        ratio(e.ratioToTrivial),
        ratio(e.ratioToNext ?? Number.NaN),
        ratio(e.ratioToBare),
        e.note ?? "",
      ];
    }),
  );
}

const runs = (section: Section) => section.http?.endpoints ?? [];
const dash = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? "–" : value);

export function openLoopTable(section: Section): string | undefined {
  const open = runs(section).filter((e) => e.offeredRate !== undefined);
  if (open.length === 0) return undefined;
  return markdownTable(
    [
      "endpoint",
      "offered req/s",
      "achieved req/s",
      "connections",
      "p50 ms",
      "p90 ms",
      "p99 ms",
      "max ms",
      "service p99 ms",
      "late p99 ms",
      "note",
    ],
    open.map((e) => [
      e.name,
      e.offeredRate ?? "",
      e.rps,
      e.connections,
      e.p50Ms,
      e.p90Ms,
      e.p99Ms,
      e.maxMs,
      dash(e.openLoop?.serviceMs.p99),
      dash(e.openLoop?.latenessMs.p99),
      e.note ?? "",
    ]),
  );
}

export function cpuTable(section: Section): string | undefined {
  const measured = runs(section).filter((e) => e.cpu);
  if (measured.length === 0) return undefined;
  return markdownTable(
    ["run", "requests", "server ms/req", "PostgreSQL ms/req", "bench (autocannon) ms/req", "OTLP receiver ms/req"],
    measured.map((e) => [
      e.name,
      e.requests,
      dash(e.cpu!.serverMs),
      dash(e.cpu!.postgresMs),
      dash(e.cpu!.benchMs),
      dash(e.cpu!.receiverMs),
    ]),
  );
}

const percent = (share: number) => `${Math.round(share * 100)} %`;
const topShares = (list: Array<{ what: string; share: number }>, n: number) =>
  list
    .slice(0, n)
    .map((w) => `${w.what} ${percent(w.share)}`)
    .join("; ") || "–";

export function pgTable(section: Section): string | undefined {
  const measured = runs(section).filter((e) => e.postgres);
  if (measured.length === 0) return undefined;
  return markdownTable(
    [
      "run",
      "samples",
      "mean active backends",
      "samples with a wait",
      "with a lock wait",
      "top waits (share of samples)",
      "locks waited for",
      "statements per request",
    ],
    measured.map((e) => {
      const pg = e.postgres!;
      return [
        e.name,
        pg.samples,
        pg.meanActive,
        percent(pg.waitingShare),
        percent(pg.lockWaitShare),
        topShares(pg.waits, 3),
        topShares(pg.locks, 2),
        pg.statements.loaded ? dash(pg.statements.statementsPerRequest) : "not loaded",
      ];
    }),
  );
}

export function statementsTable(section: Section): string | undefined {
  const measured = runs(section).filter((e) => e.postgres && e.offeredRate === undefined && e.connections > 1);
  if (measured.length === 0) return undefined;
  const first = measured[0]!.postgres!.statements;
  if (!first.loaded) return first.note;
  return markdownTable(
    ["run", "statement (normalised)", "calls", "total ms", "mean ms"],
    measured.flatMap((e) =>
      e.postgres!.statements.loaded
        ? e.postgres!.statements.top.slice(0, 3).map((t) => [e.name, `\`${t.query}\``, t.calls, t.totalMs, t.meanMs])
        : [],
    ),
  );
}

export function tracesTable(section: Section): string | undefined {
  const traced = runs(section).filter((e) => e.traces?.route);
  if (traced.length === 0) return undefined;
  const pieces = (values: Record<string, number>) =>
    Object.entries(values)
      .map(([piece, n]) => `${piece} ${n}`)
      .join(", ");
  return markdownTable(
    [
      "run",
      "traced ÷ answered",
      "queries per HTTP call (min–max)",
      "queries by piece (means)",
      "sandbox issuer",
      "route ms",
      "in statements, ms by piece",
      "outside statements ms",
      "whole request ms (framework span)",
    ],
    traced.map((e) => {
      const t = e.traces!.route!;
      return [
        e.name,
        e.traces!.coverage,
        `${t.queriesPerCall.median} (${t.queriesPerCall.min}–${t.queriesPerCall.max})`,
        pieces(t.queriesByPiece),
        t.sandboxQueriesPerCall,
        t.meanMs.route,
        pieces(t.meanMs.statements),
        t.meanMs.outsideStatements,
        dash(t.meanMs.request),
      ];
    }),
  );
}

const FLOOR_LABELS = {
  node: "bare node:http",
  next: "bare Next.js route",
  trivial: "trivial route (our pipeline)",
} as const;
const signed = (value: number, unit = "") => `${value >= 0 ? "+" : "−"}${Math.abs(value)}${unit}`;

/** The three floors side by side, then what each layer between them costs a request. */
export function floorsTables(section: Section, connections: number): string | undefined {
  const report = section.http?.floors;
  if (!report || report.floors.length === 0) return undefined;
  const { floors, layers } = report;
  const column = (render: (f: FloorsReport["floors"][number]) => string | number) => floors.map(render);
  const sideBySide = markdownTable(
    ["", ...floors.map((f) => FLOOR_LABELS[f.floor])],
    [
      [`req/s, ${connections} connections`, ...column((f) => f.rps)],
      [`p50 / p99 ms, ${connections} connections`, ...column((f) => `${f.p50Ms} / ${f.p99Ms}`)],
      ["ms per request at capacity (1000 ÷ req/s)", ...column((f) => f.msPerRequest)],
      [
        "mean / p99 ms, 1 connection",
        ...column((f) => (f.sequential ? `${f.sequential.meanMs} / ${f.sequential.p99Ms}` : "–")),
      ],
    ],
  );
  const costs = markdownTable(
    [
      "cost of",
      "req/s",
      "ms per request at capacity",
      "mean latency, 1 connection",
      `p50 / p99 at ${connections} connections`,
    ],
    layers.map((l) => [
      l.layer,
      `${signed(-l.rpsLost)} (×${l.rpsRatio.toFixed(2)})`,
      signed(l.msPerRequestAdded, " ms"),
      l.sequentialMeanAddedMs === undefined ? "–" : signed(l.sequentialMeanAddedMs, " ms"),
      `${signed(l.p50AddedMs, " ms")} / ${signed(l.p99AddedMs, " ms")}`,
    ]),
  );
  return `${sideBySide}\n\n${costs}`;
}

const PIECES = [
  ["generatorLate", "generator late"],
  ["connectionWait", "waiting for a connection"],
  ["beforeServer", "to the server (network, accept, event loop)"],
  ["frameworkBefore", "Next.js before the route"],
  ["statements", "statements"],
  ["poolWait", "waiting for a pooled connection"],
  ["routeOutsideStatements", "the route's own JavaScript and event loop"],
  ["frameworkAfter", "Next.js after the route"],
  ["afterServer", "back to the generator"],
] as const;

/**
 * Where the open loop's requests spent their time: the slowest 1 % and those around the median,
 * each request's generator timings laid beside its server trace (bench/lib/traces.ts breakdownOf),
 * with the server's event-loop delay and GC over the run.
 */
export function breakdownTable(section: Section): string | undefined {
  const open = runs(section).filter((e) => e.traces?.breakdown);
  if (open.length === 0) return undefined;
  const rows = open.flatMap((e) =>
    (["slowest", "median"] as const).flatMap((which) => {
      const breakdown = e.traces?.breakdown?.[which];
      if (!breakdown?.matched) return [];
      return [
        [
          `${e.name}: ${which === "slowest" ? "slowest 1 %" : "around the median"} (${breakdown.matched} of ${breakdown.asked} traced)`,
          breakdown.meanMs.latency,
          ...PIECES.map(([key]) => breakdown.meanMs[key]),
          dash(e.server?.eventLoopDelayMs.p99),
          e.server ? `${Math.round(e.server.gcShare * 1000) / 10} %` : "–",
        ],
      ];
    }),
  );
  return markdownTable(
    ["requests", "latency ms", ...PIECES.map(([, label]) => `${label} ms`), "event loop delay p99 ms", "GC share"],
    rows,
  );
}
