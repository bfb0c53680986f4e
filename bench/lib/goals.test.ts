import { describe, expect, it } from "vitest";

import type { LoadResult } from "../http-load";
import type { ImportResult } from "../import";

import type { ScaleResult } from "../scale";

import { cpuCeiling, httpGoals, importGoal, scaleGoals, SCALE_GOALS, verdict } from "./goals";

const run = (fields: Partial<LoadResult> & Pick<LoadResult, "name" | "method" | "rps">): LoadResult => ({
  path: "/",
  connections: 50,
  durationSec: 10,
  requests: 1000,
  ok: 1000,
  non2xx: 0,
  errors: 0,
  statusCodes: { "200": 1000 },
  p50Ms: 10,
  meanMs: 10,
  p90Ms: 20,
  p99Ms: 50,
  maxMs: 80,
  ...fields,
});

const traced = (median: number) => ({
  coverage: 1,
  spansReceived: 100,
  route: {
    route: "POST /api/x",
    requests: 100,
    queriesPerCall: { median, min: median, max: median, mean: median },
    sandboxQueriesPerCall: 2,
    queriesByPiece: { auth: 1, "use case": median - 1, "sandbox issuer": 2 },
    queriesByTable: {},
    meanMs: { route: 5, statements: {}, outsideStatements: 1 },
  },
});

const cpu = (serverMs: number, postgresMs: number) => ({
  serverMs,
  postgresMs,
  benchMs: 0.5,
  receiverMs: 0.5,
  serverSeconds: 1,
  postgresSeconds: 1,
  benchSeconds: 1,
});

const endpoints = (
  over: {
    trivial?: number;
    card50p99?: number;
    cardQueries?: number;
    patchRps?: number;
    patchCpu?: [number, number];
  } = {},
) => [
  run({ name: "floor: bare Next.js route", method: "GET", rps: 1000, floor: "next" }),
  run({ name: "floor: trivial route", method: "GET", rps: over.trivial ?? 800, floor: "trivial" }),
  run({ name: "GET onboarding status", method: "GET", rps: 750 }),
  run({ name: "GET employee", method: "GET", rps: 749 }),
  run({
    name: "PATCH employee (JSON Patch)",
    method: "PATCH",
    rps: over.patchRps ?? 260,
    traces: traced(5),
    cpu: cpu(...(over.patchCpu ?? [2.5, 1.5])),
  }),
  run({
    name: "PATCH employee at 130 req/s offered",
    method: "PATCH",
    rps: 130,
    connections: 65,
    offeredRate: 130,
    openLoopFraction: 0.5,
  }),
  run({ name: "POST card (fresh)", method: "POST", rps: 240, traces: traced(over.cardQueries ?? 8) }),
  run({
    name: "POST card at 120 req/s offered",
    method: "POST",
    rps: 120,
    connections: 60,
    offeredRate: 120,
    openLoopFraction: 0.5,
    p99Ms: over.card50p99 ?? 99,
  }),
];

const byName = (goals: ReturnType<typeof httpGoals>) => Object.fromEntries(goals.map((g) => [g.name, g]));

describe("httpGoals on PostgreSQL", () => {
  it("meets each goal exactly at its boundary", () => {
    const goals = byName(httpGoals("postgres", endpoints()));
    expect(goals["trivial authenticated route throughput vs the bare Next.js route"]?.met).toBe(true); // 0.80×
    expect(goals["GET onboarding status throughput vs the bare Next.js route"]?.met).toBe(true); // 0.75×
    expect(goals["GET employee throughput vs the bare Next.js route"]?.met).toBe(false); // 0.749×
    expect(goals["card creation capacity, 50 connections"]?.met).toBe(true); // 240
    expect(goals["PATCH employee capacity, 50 connections"]?.met).toBe(true); // 260
    expect(goals["card creation: queries per HTTP call (whole request, from the server's traces)"]?.met).toBe(true); // 8
    expect(goals["PATCH employee: queries per HTTP call (whole request, from the server's traces)"]?.met).toBe(true); // 5
    expect(goals["card creation p99 at 50 % of capacity (open loop, 120 req/s offered)"]?.met).toBe(true); // 99 ms
  });

  it("misses just past each boundary", () => {
    const goals = byName(
      httpGoals("postgres", endpoints({ trivial: 799, card50p99: 100, cardQueries: 9, patchRps: 259 })),
    );
    expect(goals["trivial authenticated route throughput vs the bare Next.js route"]?.met).toBe(false);
    expect(goals["card creation p99 at 50 % of capacity (open loop, 120 req/s offered)"]?.met).toBe(false); // exactly 100 ms
    expect(goals["card creation: queries per HTTP call (whole request, from the server's traces)"]?.met).toBe(false);
    expect(goals["PATCH employee capacity, 50 connections"]?.met).toBe(false);
  });

  it("names the sandbox issuer's statements apart from the count held to the goal", () => {
    const goals = byName(httpGoals("postgres", endpoints()));
    expect(goals["card creation: queries per HTTP call (whole request, from the server's traces)"]?.measured).toMatch(
      /^8 \(means: auth 1 \+ use case 7; sandbox issuer 2 more, apart/,
    );
  });
});

describe("CPU per call", () => {
  it("holds server + PostgreSQL at its boundary, and reports the machine's ceiling beside the capacity", () => {
    const at = byName(httpGoals("postgres", endpoints({ patchCpu: [2.5, 1.5] })));
    expect(at["PATCH employee: CPU per call, server + PostgreSQL (50 connections)"]).toMatchObject({
      met: true,
      measured: "4 ms (server 2.5 + PostgreSQL 1.5)",
    });
    const past = byName(httpGoals("postgres", endpoints({ patchCpu: [2.5, 1.51] })));
    expect(past["PATCH employee: CPU per call, server + PostgreSQL (50 connections)"]?.met).toBe(false);
    // 2 cores ÷ (2.5 + 1.5 + 0.5 + 0.5 ms) = 400 a second; one server process at 2.5 ms, also 400.
    expect(at["PATCH employee capacity, 50 connections"]?.measured).toMatch(
      /CPU-bound ceiling at this cost about 400 req\/s \(the machine's cores\)$/,
    );
  });

  it("bounds capacity by the machine's cores or by the one server process, whichever binds first", () => {
    // 2 cores ÷ (5 + 3 + 0.5 + 0.5) = 222; one process at 5 ms = 200.
    expect(cpuCeiling({ cpu: cpu(5, 3) }, 2)).toEqual({ rps: 200, bound: "one server process" });
    // 2 cores ÷ (2 + 6 + 0.5 + 0.5) = 222; one process at 2 ms = 500.
    expect(cpuCeiling({ cpu: cpu(2, 6) }, 2)).toEqual({ rps: 222, bound: "the machine's cores" });
    // PGlite: no PostgreSQL process, the database inside the server.
    expect(cpuCeiling({ cpu: { serverMs: 8, postgresMs: Number.NaN, benchMs: 1 } }, 2)).toEqual({
      rps: 125,
      bound: "one server process",
    });
    expect(cpuCeiling({}, 2)).toBeUndefined();
  });
});

describe("httpGoals on PGlite", () => {
  it("reports the same measures without holding them", () => {
    const goals = httpGoals("pglite", endpoints({ trivial: 1 }));
    expect(goals.length).toBeGreaterThan(0);
    for (const goal of goals) expect(goal).toMatchObject({ met: null, reported: true });
  });
});

describe("importGoal", () => {
  const result = (ratioToIndexedCopy: number): ImportResult => ({
    rows: 100_000,
    created: 100_000,
    rejected: 0,
    status: "completed",
    seconds: 10,
    rowsPerSecond: 10_000,
    floor: { method: "copy", seconds: 2, rowsPerSecond: 50_000 },
    ratioToCopy: 0.2,
    ratioToIndexedCopy,
    indexedFloor: { method: "copy indexed", seconds: 5, rowsPerSecond: 20_000 },
    cpuSecondsPer100kRows: { node: 7.5, postgres: 6.2 },
  });

  it("holds the import at half the indexed COPY and reports the CPU per 100,000 rows", () => {
    expect(importGoal("postgres", result(0.5))).toMatchObject({ met: true });
    expect(importGoal("postgres", result(0.499))?.met).toBe(false);
    expect(importGoal("postgres", result(0.5))?.measured).toContain("Node 7.5, PostgreSQL 6.2");
  });
});

describe("verdict", () => {
  const missed = { met: false };
  it("prints MISSED in red on a colour terminal, and the word alone otherwise", () => {
    expect(verdict(missed, { isTTY: true, noColor: false })).toBe("\u001b[1;31mMISSED\u001b[0m");
    expect(verdict(missed, { isTTY: true, noColor: true })).toBe("MISSED");
    expect(verdict(missed, { isTTY: false, noColor: false })).toBe("MISSED");
  });

  it("says MET, REPORTED and n/a plainly", () => {
    expect(verdict({ met: true }, { isTTY: true, noColor: false })).toBe("MET");
    expect(verdict({ met: null, reported: true })).toBe("REPORTED");
    expect(verdict({ met: null })).toBe("n/a");
  });
});

describe("scaleGoals", () => {
  const latency = (p95Ms: number, p50Ms = p95Ms / 2) => ({ samples: 10, p50Ms, p95Ms, maxMs: p95Ms });
  const scale = (overrides: Partial<ScaleResult> = {}): ScaleResult => ({
    employees: 1_000_000,
    stages: {} as ScaleResult["stages"],
    loads: [],
    reads: [
      { population: 10_000, status: latency(8, 4), employee: latency(8, 4) },
      { population: 1_000_000, status: latency(8, 5), employee: latency(8, 5.01) },
    ],
    hrTable: [
      { name: "a", query: {}, total: 1, rows: 1, p50Ms: 1, p95Ms: 99.99, maxMs: 120 },
      { name: "b", query: {}, total: 1, rows: 1, p50Ms: 1, p95Ms: 3, maxMs: 4 },
    ],
    funnel: latency(199.9),
    partnerList: [{ depth: 0, latency: latency(49.9) }],
    invitationRun: {
      selected: 100_000,
      queued: 99_000,
      startSeconds: 3,
      progress: latency(99),
      sentPerSecond: SCALE_GOALS.invitationsPerSecond,
      sent: 150,
      sendSeconds: 15,
    },
    ...overrides,
  });

  it("holds each at its boundary: under the target met, at it missed; reads within 1.25×", () => {
    const goals = scaleGoals("postgres", scale());
    // status at exactly 1.25× is met; GET employee just over it is not.
    expect(goals.filter((goal) => !goal.met).map((goal) => goal.name)).toEqual([
      "GET employee p50 at 1,000,000 employees vs 10,000",
    ]);
  });

  it("names every table query over its target", () => {
    const over = scale({
      hrTable: [
        { name: "slow one", query: {}, total: 1, rows: 1, p50Ms: 1, p95Ms: 100, maxMs: 100 },
        { name: "fast one", query: {}, total: 1, rows: 1, p50Ms: 1, p95Ms: 1, maxMs: 1 },
      ],
      funnel: latency(200),
      partnerList: [{ depth: 500_000, latency: latency(50) }],
    });
    const goals = scaleGoals("postgres", over);
    const table = goals.find((g) => g.name.startsWith("HR table"))!;
    expect(table).toMatchObject({ met: false });
    expect(table.measured).toContain("1 over: slow one");
    expect(goals.find((g) => g.name.startsWith("funnel"))!.met).toBe(false);
    expect(goals.find((g) => g.name.startsWith("partner list"))!.met).toBe(false);
  });
});
