// A real open-loop load generator (issue 43 item 1). autocannon's `overallRate` limits each
// connection by a counter reset once a second, so every connection sends its quota at the start of
// each second: what it offers is a burst once a second, and the burst queues behind itself. Here
// each request has an intended send time — evenly spaced, or Poisson arrivals as independent
// clients make — and its latency is measured from that time, not from when it was sent, so time a
// request waited behind a slow one (in the generator, or for a free connection) is counted, as
// wrk2 does (coordinated omission corrected). How late the generator itself sent each request is
// reported, so a late generator cannot pass for a fast server.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";

import { summarize, type Summary } from "./stats";

export type Arrivals = "uniform" | "poisson";

/** A small seeded generator (mulberry32): the same seed gives the same arrivals on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * When each request is meant to be sent, in milliseconds from the start, for `rate` requests a
 * second over `durationSec`: `uniform`, one every 1000 ÷ rate ms; `poisson`, exponential gaps of
 * that mean (independent arrivals, the way separate clients reach a service).
 */
export function arrivalOffsets(
  rate: number,
  durationSec: number,
  arrivals: Arrivals,
  random: () => number = seededRandom(43),
): number[] {
  if (!(rate > 0) || !(durationSec > 0)) return [];
  const gapMs = 1000 / rate;
  const endMs = durationSec * 1000;
  const offsets: number[] = [];
  if (arrivals === "uniform") {
    for (let at = 0; at < endMs; at += gapMs) offsets.push(at);
    return offsets;
  }
  // Inverse transform of the exponential distribution; 1 - u is in (0, 1], so the log is finite.
  for (let at = -Math.log(1 - random()) * gapMs; at < endMs; at += -Math.log(1 - random()) * gapMs) offsets.push(at);
  return offsets;
}

/** The most arrivals in any window of `windowMs`: a burst shows as far more than rate × window. */
export function largestWindow(offsets: readonly number[], windowMs: number): number {
  let largest = 0;
  let first = 0;
  for (let last = 0; last < offsets.length; last++) {
    while (offsets[last]! - offsets[first]! >= windowMs) first++;
    largest = Math.max(largest, last - first + 1);
  }
  return largest;
}

export type OpenLoopRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };

export type OpenLoopOptions = {
  baseUrl: string;
  rate: number;
  durationSec: number;
  arrivals?: Arrivals;
  /** Sockets to the server at most; a request finding none free waits for one, and the wait counts. */
  connections: number;
  /** The next request; undefined ends the run (a pool of fresh employees ran out). */
  next: () => OpenLoopRequest | undefined;
  /** A request not answered within this long counts as an error. */
  timeoutMs?: number;
  /**
   * Send each request with a W3C `traceparent` of its own, so the server's trace of it carries the
   * same trace id and its time can be laid beside the generator's (bench/lib/traces.ts breakdownOf).
   */
  traced?: boolean;
};

/** One request as the generator saw it, in epoch milliseconds (fractional), and its trace id when traced. */
export type RequestTiming = {
  traceId?: string;
  intended: number;
  sent: number;
  socket: number;
  done: number;
  status: number | null;
};

export type OpenLoopResult = {
  arrivals: Arrivals;
  offered: number;
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** Seconds from the first intended send to the last answer. */
  durationSec: number;
  /** Whether `next` ran out before the schedule did. */
  exhausted: boolean;
  /** From each request's intended send time to its answer (coordinated omission corrected). */
  latencyMs: Summary;
  /** From when each request had a socket to its answer: the server's time, and the network's. */
  serviceMs: Summary;
  /** How long requests waited for a free socket (all `connections` busy). */
  connectionWaitMs: Summary;
  /** How late the generator handed each request over, against its intended time. */
  latenessMs: Summary;
  /** Every request's timings, for a breakdown of the slow ones. */
  requests: RequestTiming[];
};

type Outcome = RequestTiming;

/** Milliseconds since the epoch, with the monotonic clock's precision (the same clock the server's spans use). */
const epochMs = () => performance.timeOrigin + performance.now();

/** Offers `rate` requests a second for `durationSec`, whatever the server's latency, and measures each. */
export async function runOpenLoop({
  baseUrl,
  rate,
  durationSec,
  arrivals = "poisson",
  connections,
  next,
  timeoutMs = 30_000,
  traced = false,
}: OpenLoopOptions): Promise<OpenLoopResult> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const offsets = arrivalOffsets(rate, durationSec, arrivals);
  const pending: Array<Promise<Outcome>> = [];
  let exhausted = false;
  const start = epochMs();
  try {
    for (const offset of offsets) {
      const intended = start + offset;
      const wait = intended - epochMs();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait - 0.5));
      const request = next();
      if (!request) {
        exhausted = true;
        break;
      }
      const traceId = traced ? randomBytes(16).toString("hex") : undefined;
      pending.push(send(url, agent, request, { intended, timeoutMs, traceId }));
    }
    const outcomes = await Promise.all(pending);
    return summarizeRun(outcomes, { arrivals, offered: offsets.length, exhausted, start });
  } finally {
    agent.destroy();
  }
}

function send(
  url: URL,
  agent: http.Agent,
  { method, path, headers = {}, body }: OpenLoopRequest,
  { intended, timeoutMs, traceId }: { intended: number; timeoutMs: number; traceId: string | undefined },
): Promise<Outcome> {
  const sent = epochMs();
  let socket = sent;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number | null) => {
      if (settled) return;
      settled = true;
      resolve({ ...(traceId ? { traceId } : {}), intended, sent, socket, done: epochMs(), status });
    };
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          ...headers,
          ...(traceId ? { traceparent: `00-${traceId}-${randomBytes(8).toString("hex")}-01` } : {}),
          ...(body === undefined ? {} : { "content-length": Buffer.byteLength(body).toString() }),
        },
        timeout: timeoutMs,
      },
      (response) => {
        response.on("data", () => undefined);
        response.on("end", () => finish(response.statusCode ?? null));
        response.on("error", () => finish(null));
      },
    );
    request.on("socket", () => {
      socket = epochMs();
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => finish(null));
    request.end(body);
  });
}

function summarizeRun(
  outcomes: readonly Outcome[],
  { arrivals, offered, exhausted, start }: { arrivals: Arrivals; offered: number; exhausted: boolean; start: number },
): OpenLoopResult {
  const statusCodes: Record<string, number> = {};
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  for (const { status } of outcomes) {
    if (status === null) {
      errors += 1;
      continue;
    }
    statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    if (status >= 200 && status < 300) ok += 1;
    else non2xx += 1;
  }
  const answered = outcomes.filter((outcome) => outcome.status !== null);
  const end = outcomes.reduce((latest, outcome) => Math.max(latest, outcome.done), start);
  return {
    arrivals,
    offered,
    sent: outcomes.length,
    ok,
    non2xx,
    errors,
    statusCodes,
    durationSec: (end - start) / 1000,
    exhausted,
    // A timer can wake a little before the intended time: a request sent early is timed from its send.
    latencyMs: summarize(answered.map((outcome) => outcome.done - Math.max(outcome.intended, outcome.sent))),
    serviceMs: summarize(answered.map((outcome) => outcome.done - outcome.socket)),
    connectionWaitMs: summarize(answered.map((outcome) => outcome.socket - outcome.sent)),
    latenessMs: summarize(outcomes.map((outcome) => Math.max(0, outcome.sent - outcome.intended))),
    requests: [...outcomes],
  };
}
