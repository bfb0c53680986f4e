// HTTP load with autocannon against the real app (scripts/server.mjs, as `npm start` runs it, on the
// .next-bench build, telemetry on) and three
// floors around the same indexed SELECT: the bare node:http server of bench/floor-server.ts, a bare
// Next.js route handler that exists only in the bench build
// (app/api/bench-floor/[employerId]/payroll-schedules/route.bench.ts), and the app's cheapest
// authenticated route, GET /api/employers/{id}/payroll-schedules. Node → Next.js is the framework's
// cost; Next.js → trivial route is our pipeline's (runRoute, withPartner, API-Version, the log line).
import { randomUUID } from "node:crypto";

import autocannon from "autocannon";

import type { CpuPerRequest } from "./lib/cpu";
import type { BenchTenant } from "./lib/fixtures";
import { log } from "./lib/log";
import { OPEN_LOOP_FRACTIONS, offeredRates, openLoopConnections, rateAchieved, secondsForPool } from "./lib/open-loop";
import { runOpenLoop, type Arrivals, type RequestTiming } from "./lib/open-loop-generator";
import type { PgView } from "./lib/pg-observer";
import type { Server } from "./lib/processes";
import { round } from "./lib/stats";
import type { ClientTiming, LatencyBreakdown, RouteTraces } from "./lib/traces";
import type { ProcessView } from "./lib/prom-text";

export type Floor = "node" | "next" | "trivial";

const OPEN_LOOP_NOTE =
  "open loop: Poisson arrivals at the offered rate, latency from each request's intended send time";

export type LoadResult = {
  name: string;
  /** Set on the floors' runs (the closed loop and the one-connection run). */
  floor?: Floor;
  method: string;
  path: string;
  connections: number;
  durationSec: number;
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  rps: number;
  p50Ms: number;
  meanMs: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  note?: string;
  /** Open loop: the requests per second offered (`rps` is what was achieved)… */
  offeredRate?: number;
  /** …as a fraction of the closed loop's capacity measured just before. */
  openLoopFraction?: number;
  /** Open loop: the generator's own figures (bench/lib/open-loop-generator.ts). */
  openLoop?: {
    arrivals: Arrivals;
    /** Requests the schedule held; fewer were sent when the pool of fresh employees ran out. */
    scheduled: number;
    /** How late the generator sent requests against their intended times (ms). */
    latenessMs: { p50: number; p99: number; max: number };
    /** From a socket to the answer (ms): the server's time, without the wait for a free connection. */
    serviceMs: { p50: number; p99: number };
    /** The wait for a free connection (ms), counted in the latency. */
    connectionWaitMs: { p99: number };
  };
  /** CPU per answered request: the server's, PostgreSQL's, the bench's own (autocannon) and the receiver's. */
  cpu?: CpuPerRequest;
  /** PostgreSQL's view during the run (waits, locks, top statements). */
  postgres?: PgView;
  /** The server's traces of this run, per route (statements per HTTP call, time per piece). */
  traces?: RunTraces;
  /** The server process during the run: its event loop's delay and GC (its /metrics). */
  server?: ProcessView;
};

export type RunTraces = {
  /** The route the run's requests went to (the one with most traced requests). */
  route?: RouteTraces;
  /** Traced requests ÷ requests answered: under 1 when the exporter's queue dropped spans. */
  coverage: number;
  spansReceived: number;
  /** Open loop: where the latency of the slowest 1 % of requests went, and of requests around the median. */
  breakdown?: Record<string, LatencyBreakdown>;
};

/** Observes one measured run (not the warm-ups): CPU, PostgreSQL, traces. */
export type RunObserver = {
  begin: () => Promise<void>;
  /** `asked`: requests (by the generator's timings, by name) whose latency the traces should break down. */
  end: (
    result: LoadResult,
    asked?: Record<string, ClientTiming[]>,
  ) => Promise<Pick<LoadResult, "cpu" | "postgres" | "traces" | "server">>;
};

type Spec = {
  name: string;
  method: "GET" | "PATCH" | "POST";
  /** A path template for the report and the path of each request. */
  path: string;
  nextPath?: () => string | undefined;
  headers?: Record<string, string>;
  body?: () => string;
  note?: string;
  floor?: Floor;
};

type LoadOptions = {
  baseUrl: string;
  connections: number;
  durationSec: number;
  observer?: RunObserver;
};

/** One autocannon run (a closed loop). A `nextPath` that returns undefined ends the run early (pool exhausted). */
export async function runLoad(
  spec: Spec,
  { baseUrl, connections, durationSec, observer }: LoadOptions,
): Promise<LoadResult> {
  let exhausted = false;
  let instance: autocannon.Instance | undefined;
  const setupRequest = (request: autocannon.Request): autocannon.Request => {
    const path = spec.nextPath ? spec.nextPath() : spec.path;
    if (path === undefined) {
      exhausted = true;
      instance?.stop();
      return request;
    }
    const headers: Record<string, string> = { ...spec.headers };
    if (spec.method === "POST") headers["idempotency-key"] = randomUUID();
    return { ...request, path, headers, ...(spec.body ? { body: spec.body() } : {}) };
  };
  await observer?.begin();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: durationSec,
        method: spec.method,
        requests: [{ method: spec.method, setupRequest }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  const ok = result["2xx"];
  const measured: LoadResult = {
    name: spec.name,
    ...(spec.floor ? { floor: spec.floor } : {}),
    method: spec.method,
    path: spec.path,
    connections,
    durationSec: round(result.duration),
    requests: result.requests.total,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
    rps: round(ok / result.duration),
    p50Ms: result.latency.p50,
    meanMs: round(result.latency.mean),
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    ...(spec.note || exhausted
      ? {
          note: [
            spec.note,
            exhausted ? `stopped after ${round(result.duration)} s: the pool of fresh employees ran out` : undefined,
          ]
            .filter(Boolean)
            .join("; "),
        }
      : {}),
  };
  if (observer) Object.assign(measured, await observer.end(measured));
  logRun(measured);
  return measured;
}

/**
 * One open-loop run (bench/lib/open-loop-generator.ts): `rate` requests a second as Poisson
 * arrivals whatever the server's latency, each request's latency measured from its intended send
 * time. A `nextPath` that returns undefined ends the run early (pool exhausted).
 */
async function runOpenLoopLoad(
  spec: Spec,
  { baseUrl, connections, durationSec, rate, observer }: LoadOptions & { rate: number },
): Promise<LoadResult> {
  await observer?.begin();
  const run = await runOpenLoop({
    baseUrl,
    rate,
    durationSec,
    connections,
    arrivals: "poisson",
    traced: true,
    next: () => {
      const path = spec.nextPath ? spec.nextPath() : spec.path;
      if (path === undefined) return undefined;
      const headers: Record<string, string> = { ...spec.headers };
      if (spec.method === "POST") headers["idempotency-key"] = randomUUID();
      return { method: spec.method, path, headers, ...(spec.body ? { body: spec.body() } : {}) };
    },
  });
  // The offered window: the schedule's duration (the last answers' tail is latency, not rate).
  const seconds = run.exhausted && run.durationSec > 0 ? Math.min(run.durationSec, durationSec) : durationSec;
  const measured: LoadResult = {
    name: spec.name,
    method: spec.method,
    path: spec.path,
    connections,
    durationSec: round(seconds),
    requests: run.sent,
    ok: run.ok,
    non2xx: run.non2xx,
    errors: run.errors,
    statusCodes: run.statusCodes,
    rps: round(run.ok / seconds),
    p50Ms: round(run.latencyMs.p50),
    meanMs: round(run.latencyMs.mean),
    p90Ms: round(run.latencyMs.p90),
    p99Ms: round(run.latencyMs.p99),
    maxMs: round(run.latencyMs.max),
    offeredRate: rate,
    openLoop: {
      arrivals: run.arrivals,
      scheduled: run.offered,
      latenessMs: { p50: round(run.latenessMs.p50), p99: round(run.latenessMs.p99), max: round(run.latenessMs.max) },
      serviceMs: { p50: round(run.serviceMs.p50), p99: round(run.serviceMs.p99) },
      connectionWaitMs: { p99: round(run.connectionWaitMs.p99) },
    },
    ...(spec.note || run.exhausted
      ? {
          note: [
            spec.note,
            run.exhausted ? `stopped after ${round(seconds)} s: the pool of fresh employees ran out` : undefined,
          ]
            .filter(Boolean)
            .join("; "),
        }
      : {}),
  };
  if (observer) Object.assign(measured, await observer.end(measured, slowAndTypical(run.requests)));
  logRun(measured);
  return measured;
}

/** The slowest 1 % of answered requests (at least 5), and 20 around the median, by the generator's latency. */
function slowAndTypical(requests: readonly RequestTiming[]): Record<string, ClientTiming[]> {
  const answered = requests
    .filter((r): r is RequestTiming & { traceId: string } => r.status !== null && r.traceId !== undefined)
    .sort((a, b) => a.done - Math.max(a.intended, a.sent) - (b.done - Math.max(b.intended, b.sent)));
  // Timed from the later of its intended and its actual send (a timer can wake a little early).
  const timing = ({ traceId, intended, sent, socket, done }: ClientTiming) => ({
    traceId,
    intended: Math.max(intended, sent),
    sent,
    socket,
    done,
  });
  const slowCount = Math.max(5, Math.ceil(answered.length / 100));
  const middle = Math.floor(answered.length / 2);
  return {
    slowest: answered.slice(-slowCount).map(timing),
    median: answered.slice(Math.max(0, middle - 10), middle + 10).map(timing),
  };
}

function logRun(measured: LoadResult): void {
  const cpu = measured.cpu
    ? `, CPU ms/request server ${measured.cpu.serverMs}${Number.isFinite(measured.cpu.postgresMs) ? ` + PostgreSQL ${measured.cpu.postgresMs}` : ""} (bench ${measured.cpu.benchMs}${measured.cpu.receiverMs === undefined ? "" : `, receiver ${measured.cpu.receiverMs}`})`
    : "";
  const queries = measured.traces?.route ? `, ${measured.traces.route.queriesPerCall.median} queries/call` : "";
  const locks = measured.postgres
    ? `, lock waits in ${Math.round(measured.postgres.lockWaitShare * 100)} % of samples`
    : "";
  const generator = measured.openLoop
    ? `, generator late p99 ${measured.openLoop.latenessMs.p99} ms, service p99 ${measured.openLoop.serviceMs.p99} ms`
    : "";
  const loop = measured.server
    ? `, event loop delay p99 ${measured.server.eventLoopDelayMs.p99} ms, GC ${Math.round(measured.server.gcShare * 1000) / 10} %`
    : "";
  const slowest = measured.traces?.breakdown?.slowest;
  const where = slowest?.matched
    ? `\n    slowest 1 % (${slowest.matched} traced): ${Object.entries(slowest.meanMs)
        .map(([piece, value]) => `${piece} ${value}`)
        .join(", ")} ms`
    : "";
  log(
    `  ${measured.name}: ${measured.rps} req/s${measured.offeredRate ? ` (offered ${measured.offeredRate})` : ""}, p50 ${measured.p50Ms} ms, p90 ${measured.p90Ms} ms, p99 ${measured.p99Ms} ms, max ${measured.maxMs} ms, non-2xx ${measured.non2xx}, errors ${measured.errors}${generator}${loop}${cpu}${queries}${locks}${where}`,
  );
}

/**
 * One connection for a few seconds: the request's own latency with nothing queued, and the run
 * whose traces count a request's statements faithfully. Under load a statement that waited for a
 * pooled connection can land in another request's trace (pg-pool calls the waiter back from the
 * request that released the connection, in that request's async context), so the loaded runs'
 * counts per trace scatter.
 */
function runOneConnection(
  spec: Spec,
  options: Omit<LoadOptions, "baseUrl">,
  baseUrl: string,
  observer: RunObserver | undefined,
): Promise<LoadResult> {
  return runLoad(
    { ...spec, name: `${spec.name}, 1 connection`, note: "sequential: the request's own latency" },
    { ...options, durationSec: Math.min(options.durationSec, 5), connections: 1, baseUrl, observer },
  );
}

/** An open-loop run that did not get its offered rate says so: its latency is then a closed loop's. */
function noteShortfall(result: LoadResult): LoadResult {
  // Poisson arrivals schedule about `rate` a second, not exactly: what counts is how many of the
  // scheduled requests were answered.
  const scheduled = result.openLoop?.scheduled;
  if (
    !result.offeredRate ||
    (scheduled ? rateAchieved(scheduled, result.ok) : rateAchieved(result.offeredRate, result.rps))
  )
    return result;
  const note = `rate not achieved: ${result.rps} of ${result.offeredRate} req/s offered (${result.ok} of ${scheduled ?? "?"} scheduled answered)`;
  return { ...result, note: result.note ? `${result.note}; ${note}` : note };
}

/** A few seconds of the same traffic first, so JIT and lazily loaded route code are not measured. */
async function warmUp(spec: Spec, options: LoadOptions, seconds: number): Promise<void> {
  await runLoad(
    { ...spec, name: `${spec.name} (warm-up)` },
    { ...options, connections: Math.min(10, options.connections), durationSec: seconds, observer: undefined },
  );
}

const rotate = (paths: string[]) => {
  let index = 0;
  return () => paths[index++ % paths.length]!;
};

export type HttpEmployees = { readPool: string[]; cardPool: string[] };

/**
 * Runs `measure` against a server: normally one server for every endpoint; with --profile, a fresh
 * CPU-profiled server per endpoint, so each profile holds one endpoint's work.
 */
export type WithServer = <T>(endpoint: string, measure: (server: Server) => Promise<T>) => Promise<T>;

/** The observer of a server's measured runs; undefined measures latency only. */
export type Observe = (server: Server) => RunObserver | undefined;

/**
 * A floor: warm-up, the closed loop at the configured connections, then one connection, whose
 * mean latency is a request's own cost with nothing queued in front of it.
 */
async function loadFloor(spec: Spec, options: LoadOptions, warmUpSec: number): Promise<LoadResult[]> {
  await warmUp(spec, options, warmUpSec);
  const closed = await runLoad(spec, options);
  const sequential = await runLoad(
    { ...spec, name: `${spec.name}, 1 connection`, note: "sequential: the request's own latency" },
    { ...options, connections: 1, observer: undefined },
  );
  return [closed, sequential];
}

export function loadBareFloor(options: LoadOptions, warmUpSec: number): Promise<LoadResult[]> {
  return loadFloor(
    { name: "floor: bare node:http + 1 indexed SELECT", method: "GET", path: "/", floor: "node" },
    options,
    warmUpSec,
  );
}

/** Fails early, with the fix, when the bench build predates the bare Next.js floor's route. */
async function checkNextFloor(baseUrl: string, path: string): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`);
  await response.arrayBuffer();
  if (response.status !== 200)
    throw new Error(
      `the bare Next.js floor ${path} answered ${response.status}: the .next-bench build lacks it (npm run bench -- --build always)`,
    );
}

/** The app's endpoints, the bare Next.js floor and the trivial-route floor (all on the app's server). */
export async function loadApp(
  tenant: BenchTenant,
  employees: HttpEmployees,
  options: Omit<LoadOptions, "baseUrl">,
  warmUpSec: number,
  withServer: WithServer,
  observe: Observe = () => undefined,
): Promise<LoadResult[]> {
  const employer = `/api/employers/${tenant.employerId}`;
  const auth = { authorization: tenant.authorization };
  const employeePaths = employees.readPool.map((id) => `${employer}/employees/${id}`);
  let patchSeq = 0;
  const nextFloor = `/api/bench-floor/${tenant.employerId}/payroll-schedules`;
  const specs: Spec[] = [
    { name: "floor: bare Next.js route + 1 indexed SELECT", method: "GET", path: nextFloor, floor: "next" },
    {
      name: "floor: trivial route (GET payroll-schedules)",
      method: "GET",
      path: `${employer}/payroll-schedules`,
      headers: auth,
      floor: "trivial",
    },
    {
      name: "GET onboarding status",
      method: "GET",
      path: `${employer}/employees/{id}/onboarding/status`,
      nextPath: (() => {
        const next = rotate(employeePaths);
        return () => `${next()}/onboarding/status`;
      })(),
      headers: { ...auth, "api-version": "2026-11-21" },
    },
    {
      name: "GET employee",
      method: "GET",
      path: `${employer}/employees/{id}`,
      nextPath: rotate(employeePaths),
      headers: auth,
    },
  ];
  const patchSpec: Spec = {
    name: "PATCH employee (JSON Patch)",
    method: "PATCH",
    path: `${employer}/employees/{id}`,
    nextPath: rotate(employeePaths),
    headers: { ...auth, "content-type": "application/json-patch+json" },
    // The ordinary PATCH: a verified employee's phone number, which no identity check has to see
    // again (a name, a birth date or an SSN would start a new check: a rarer, heavier write; so would
    // any sent field while a check is pending). Until issue 43 this was the first name, which since
    // issue 41 restarted a pending check on every request after the first.
    body: () =>
      JSON.stringify([
        { op: "replace", path: "/phoneNumber", value: `+1415${String(2_000_000 + (patchSeq++ % 7_000_000))}` },
      ]),
  };
  const results: LoadResult[] = [];
  for (const spec of specs) {
    results.push(
      ...(await withServer(spec.name, async (server) => {
        const baseUrl = server.url;
        const observer = observe(server);
        if (spec.floor === "next") await checkNextFloor(baseUrl, nextFloor);
        // Both floors warm up before either is measured: the first routes served by a fresh server
        // pay for the framework's own JIT warm-up, which would otherwise land on whichever goes first.
        if (spec.floor) {
          for (const other of specs.filter((s) => s.floor && s !== spec))
            await warmUp(other, { ...options, baseUrl }, warmUpSec);
          return loadFloor(spec, { ...options, baseUrl, observer }, warmUpSec);
        }
        await warmUp(spec, { ...options, baseUrl }, warmUpSec);
        return [
          await runLoad(spec, { ...options, baseUrl, observer }),
          await runOneConnection(spec, options, baseUrl, observer),
        ];
      })),
    );
  }
  // PATCH: the closed loop for its capacity, then the open loop at 25, 50 and 75 % of it.
  results.push(
    ...(await withServer("PATCH employee", async (server) => {
      const observer = observe(server);
      const baseUrl = server.url;
      await warmUp(patchSpec, { ...options, baseUrl }, warmUpSec);
      const closed = await runLoad(patchSpec, { ...options, baseUrl, observer });
      const open: LoadResult[] = [];
      for (const [i, rate] of offeredRates(closed.rps).entries()) {
        const fraction = OPEN_LOOP_FRACTIONS[i]!;
        const connections = openLoopConnections(rate, options.connections);
        const run = await runOpenLoopLoad(
          {
            ...patchSpec,
            name: `PATCH employee at ${rate} req/s offered (${fraction * 100} % of capacity)`,
            note: OPEN_LOOP_NOTE,
          },
          { ...options, connections, rate, baseUrl, observer },
        );
        open.push(noteShortfall({ ...run, openLoopFraction: fraction }));
      }
      return [closed, ...open, await runOneConnection(patchSpec, options, baseUrl, observer)];
    })),
  );
  // Card creation: every request a different fresh complete employee. First with all connections
  // (closed loop: latency is then mostly queueing, about connections ÷ throughput), then with one
  // connection, where latency is the request's own cost with nothing queued in front of it.
  const cardPaths = employees.cardPool.map((id) => `${employer}/employees/${id}/cards?cardType=virtual`);
  let cardIndex = 0;
  const cardSpec = (name: string, note: string): Spec => ({
    name,
    method: "POST",
    path: `${employer}/employees/{id}/cards?cardType=virtual`,
    nextPath: () => cardPaths[cardIndex++],
    headers: auth,
    note,
  });
  const warmCards = async (baseUrl: string) => {
    // A few sequential requests spend some employees so the route's code is loaded and JIT-warm.
    for (let i = 0; i < 20 && cardIndex < cardPaths.length; i++) {
      await fetch(`${baseUrl}${cardPaths[cardIndex++]}`, {
        method: "POST",
        headers: { ...auth, "idempotency-key": randomUUID() },
      });
    }
  };
  // The closed loop's latency is queueing (p50 ≈ connections ÷ throughput); offered 25, 50 and 75 %
  // of the throughput it just measured, the open loop shows what one card creation costs on a
  // server under load but not saturated (on any machine and database). Each rate runs as long as
  // the pool of fresh employees lasts.
  results.push(
    ...(await withServer("POST card", async (server) => {
      const observer = observe(server);
      const baseUrl = server.url;
      await warmCards(baseUrl);
      const closed = await runLoad(
        cardSpec("POST card (fresh complete employee each)", `${cardPaths.length} fresh employees prepared`),
        { ...options, baseUrl, observer },
      );
      const runs = [closed];
      for (const [i, rate] of offeredRates(closed.rps).entries()) {
        const fraction = OPEN_LOOP_FRACTIONS[i]!;
        const durationSec = secondsForPool(cardPaths.length - cardIndex, rate, options.durationSec);
        const run = await runOpenLoopLoad(
          cardSpec(
            `POST card at ${rate} req/s offered (${fraction * 100} % of capacity)`,
            `${OPEN_LOOP_NOTE}${durationSec < options.durationSec ? `; ${durationSec} s (the pool of fresh employees)` : ""}`,
          ),
          {
            ...options,
            durationSec,
            connections: openLoopConnections(rate, options.connections),
            rate,
            baseUrl,
            observer,
          },
        );
        runs.push(noteShortfall({ ...run, openLoopFraction: fraction }));
      }
      // One connection: the request's own cost with nothing queued in front of it (5 s at most,
      // so the open loop had the pool first).
      runs.push(
        await runLoad(cardSpec("POST card, 1 connection (no queueing)", "sequential: the request's own latency"), {
          ...options,
          durationSec: Math.min(options.durationSec, 5),
          connections: 1,
          baseUrl,
          observer,
        }),
      );
      return runs;
    })),
  );
  return results;
}

export type FloorSummary = {
  floor: Floor;
  name: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** 1000 ÷ req/s: the machine's time per request at capacity (both cores, autocannon included). */
  msPerRequest: number;
  sequential?: { rps: number; meanMs: number; p50Ms: number; p99Ms: number };
};

/** What one layer adds per request: the difference between two floors. */
export type LayerCost = {
  layer: string;
  from: Floor;
  to: Floor;
  rpsLost: number;
  rpsRatio: number;
  msPerRequestAdded: number;
  p50AddedMs: number;
  p99AddedMs: number;
  sequentialMeanAddedMs?: number;
  sequentialP99AddedMs?: number;
};

export type FloorsReport = { floors: FloorSummary[]; layers: LayerCost[] };

const FLOOR_ORDER: Floor[] = ["node", "next", "trivial"];
const LAYERS: Array<{ layer: string; from: Floor; to: Floor }> = [
  { layer: "Next.js (bare node:http → bare Next.js route)", from: "node", to: "next" },
  { layer: "our pipeline (bare Next.js route → trivial route)", from: "next", to: "trivial" },
  { layer: "both (bare node:http → trivial route)", from: "node", to: "trivial" },
];

/** The three floors side by side and the cost of each layer between them, from the floors' runs. */
export function summarizeFloors(results: LoadResult[], connections: number): FloorsReport {
  const floors = FLOOR_ORDER.flatMap((floor): FloorSummary[] => {
    const closed = results.find((r) => r.floor === floor && r.connections === connections);
    if (!closed || closed.rps <= 0) return [];
    const one = results.find((r) => r.floor === floor && r.connections === 1 && r !== closed);
    return [
      {
        floor,
        name: closed.name,
        rps: closed.rps,
        p50Ms: closed.p50Ms,
        p99Ms: closed.p99Ms,
        msPerRequest: round(1000 / closed.rps, 3),
        ...(one ? { sequential: { rps: one.rps, meanMs: one.meanMs, p50Ms: one.p50Ms, p99Ms: one.p99Ms } } : {}),
      },
    ];
  });
  const layers = LAYERS.flatMap(({ layer, from, to }): LayerCost[] => {
    const a = floors.find((f) => f.floor === from);
    const b = floors.find((f) => f.floor === to);
    if (!a || !b) return [];
    return [
      {
        layer,
        from,
        to,
        rpsLost: round(a.rps - b.rps),
        rpsRatio: round(b.rps / a.rps, 3),
        msPerRequestAdded: round(b.msPerRequest - a.msPerRequest, 3),
        p50AddedMs: round(b.p50Ms - a.p50Ms),
        p99AddedMs: round(b.p99Ms - a.p99Ms),
        ...(a.sequential && b.sequential
          ? {
              sequentialMeanAddedMs: round(b.sequential.meanMs - a.sequential.meanMs, 3),
              sequentialP99AddedMs: round(b.sequential.p99Ms - a.sequential.p99Ms),
            }
          : {}),
      },
    ];
  });
  return { floors, layers };
}
