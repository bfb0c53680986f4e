// HTTP load with autocannon against the real app (`next start` on the .next-bench build) and two
// floors: the bare node:http server of bench/floor-server.ts and the app's cheapest authenticated
// route, GET /api/employers/{id}/payroll-schedules.
import { randomUUID } from "node:crypto";

import autocannon from "autocannon";

import type { BenchTenant } from "./lib/fixtures";
import { log } from "./lib/log";
import { round } from "./lib/stats";

export type LoadResult = {
  name: string;
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
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  note?: string;
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
};

/** `overallRate` caps the requests per second across all connections (an offered load, not a closed loop). */
type LoadOptions = { baseUrl: string; connections: number; durationSec: number; overallRate?: number };

/** One autocannon run. A `nextPath` that returns undefined ends the run early (pool exhausted). */
export async function runLoad(spec: Spec, { baseUrl, connections, durationSec, overallRate }: LoadOptions): Promise<LoadResult> {
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
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      { url: baseUrl, connections, duration: durationSec, method: spec.method, requests: [{ method: spec.method, setupRequest }], ...(overallRate ? { overallRate } : {}) },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]));
  const ok = result["2xx"];
  const measured: LoadResult = {
    name: spec.name,
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
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    ...(spec.note || exhausted ? { note: [spec.note, exhausted ? `stopped after ${round(result.duration)} s: the pool of fresh employees ran out` : undefined].filter(Boolean).join("; ") } : {}),
  };
  log(`  ${spec.name}: ${measured.rps} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, non-2xx ${measured.non2xx}, errors ${measured.errors}`);
  return measured;
}

/** A few seconds of the same traffic first, so JIT and lazily loaded route code are not measured. */
async function warmUp(spec: Spec, options: LoadOptions, seconds: number): Promise<void> {
  await runLoad({ ...spec, name: `${spec.name} (warm-up)` }, { ...options, connections: Math.min(10, options.connections), durationSec: seconds });
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
export type WithServer = <T>(endpoint: string, measure: (baseUrl: string) => Promise<T>) => Promise<T>;

export async function loadBareFloor(options: LoadOptions, warmUpSec: number): Promise<LoadResult> {
  const spec: Spec = { name: "floor: bare node:http + 1 indexed SELECT", method: "GET", path: "/" };
  await warmUp(spec, options, warmUpSec);
  return runLoad(spec, options);
}

/** The app's endpoints and its trivial-route floor. */
export async function loadApp(
  tenant: BenchTenant,
  employees: HttpEmployees,
  options: Omit<LoadOptions, "baseUrl">,
  warmUpSec: number,
  withServer: WithServer,
): Promise<LoadResult[]> {
  const employer = `/api/employers/${tenant.employerId}`;
  const auth = { authorization: tenant.authorization };
  const employeePaths = employees.readPool.map((id) => `${employer}/employees/${id}`);
  let patchSeq = 0;
  const specs: Spec[] = [
    { name: "floor: trivial route (GET payroll-schedules)", method: "GET", path: `${employer}/payroll-schedules`, headers: auth },
    {
      name: "GET onboarding status",
      method: "GET",
      path: `${employer}/employees/{id}/onboarding/status`,
      nextPath: (() => {
        const next = rotate(employeePaths);
        return () => `${next()}/onboarding/status`;
      })(),
      headers: { ...auth, "api-version": "2027-01-01" },
    },
    { name: "GET employee", method: "GET", path: `${employer}/employees/{id}`, nextPath: rotate(employeePaths), headers: auth },
    {
      name: "PATCH employee (JSON Patch)",
      method: "PATCH",
      path: `${employer}/employees/{id}`,
      nextPath: rotate(employeePaths),
      headers: { ...auth, "content-type": "application/json-patch+json" },
      body: () => JSON.stringify([{ op: "replace", path: "/firstName", value: `Ada${patchSeq++}` }]),
    },
  ];
  const results: LoadResult[] = [];
  for (const spec of specs) {
    results.push(
      await withServer(spec.name, async (baseUrl) => {
        await warmUp(spec, { ...options, baseUrl }, warmUpSec);
        return runLoad(spec, { ...options, baseUrl });
      }),
    );
  }
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
      await fetch(`${baseUrl}${cardPaths[cardIndex++]}`, { method: "POST", headers: { ...auth, "idempotency-key": randomUUID() } });
    }
  };
  results.push(
    await withServer("POST card", async (baseUrl) => {
      await warmCards(baseUrl);
      return runLoad(cardSpec("POST card (fresh complete employee each)", `${cardPaths.length} fresh employees prepared`), { ...options, baseUrl });
    }),
  );
  // With a closed loop of 50 connections, latency is queueing: p50 ≈ 50 / throughput. Offered half
  // the throughput the closed loop just measured, the same 50 connections show what one card
  // creation costs on a server under load but not saturated (on any machine and database).
  const offeredRate = Math.max(1, Math.round((results.at(-1)?.rps ?? 2) / 2));
  results.push(
    await withServer("POST card, offered rate", async (baseUrl) => {
      await warmCards(baseUrl);
      return runLoad(cardSpec(`POST card, ${options.connections} connections at ${offeredRate} req/s offered`, "open load at half the measured capacity: latency without queueing"), {
        ...options,
        overallRate: offeredRate,
        baseUrl,
      });
    }),
  );
  results.push(
    await withServer("POST card, one connection", async (baseUrl) => {
      await warmCards(baseUrl);
      return runLoad(cardSpec("POST card, 1 connection (no queueing)", "sequential: the request's own latency"), { ...options, connections: 1, baseUrl });
    }),
  );
  return results;
}
