import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { arrivalOffsets, largestWindow, runOpenLoop, seededRandom } from "./open-loop-generator";

/** What autocannon's `overallRate` sends: each second's quota at the start of the second. */
const oncePerSecondBursts = (rate: number, durationSec: number) =>
  Array.from({ length: rate * durationSec }, (_, i) => Math.floor(i / rate) * 1000);

describe("the arrivals", () => {
  it.each([10, 47, 120, 240])("at %i req/s are not bursty: no 50 ms holds a quarter of a second's requests", (rate) => {
    for (const arrivals of ["uniform", "poisson"] as const) {
      const offsets = arrivalOffsets(rate, 10, arrivals);
      expect(largestWindow(offsets, 50)).toBeLessThan(Math.max(6, rate / 4));
    }
    // The once-a-second burst puts the whole second's requests in one instant.
    expect(largestWindow(oncePerSecondBursts(rate, 10), 50)).toBe(rate);
  });

  it("offer the rate: evenly spaced, or Poisson with the same mean", () => {
    const uniform = arrivalOffsets(50, 10, "uniform");
    expect(uniform).toHaveLength(500);
    expect(uniform[1]! - uniform[0]!).toBeCloseTo(20);
    // 500 expected; a Poisson count over 10 s has a standard deviation of about 22.
    const poisson = arrivalOffsets(50, 10, "poisson");
    expect(poisson.length).toBeGreaterThan(425);
    expect(poisson.length).toBeLessThan(575);
    expect(poisson.every((offset, i) => i === 0 || offset >= poisson[i - 1]!)).toBe(true);
    expect(poisson.at(-1)!).toBeLessThan(10_000);
  });

  it("are the same on every run (seeded), and nothing for no rate or no time", () => {
    expect(arrivalOffsets(30, 2, "poisson")).toEqual(arrivalOffsets(30, 2, "poisson"));
    expect(arrivalOffsets(30, 2, "poisson", seededRandom(1))).not.toEqual(arrivalOffsets(30, 2, "poisson"));
    expect(arrivalOffsets(0, 10, "uniform")).toEqual([]);
    expect(arrivalOffsets(10, 0, "poisson")).toEqual([]);
    expect(arrivalOffsets(Number.NaN, 10, "poisson")).toEqual([]);
  });
});

describe("runOpenLoop", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server that answers after `delayFor(n)` ms (n: the request's number), with `status`. */
  async function serve(delayFor: (n: number) => number, status = 200): Promise<string> {
    let n = 0;
    server = http.createServer((request, response) => {
      const delay = delayFor(n++);
      request.resume();
      request.on("end", () => setTimeout(() => response.writeHead(status).end("{}"), delay));
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("sends every scheduled request and counts the answers", async () => {
    const baseUrl = await serve(() => 0);
    const result = await runOpenLoop({
      baseUrl,
      rate: 40,
      durationSec: 1,
      arrivals: "uniform",
      connections: 4,
      next: () => ({ method: "PATCH", path: "/x", headers: { "content-type": "application/json" }, body: "[]" }),
    });
    expect(result).toMatchObject({ offered: 40, sent: 40, ok: 40, non2xx: 0, errors: 0, exhausted: false });
    expect(result.statusCodes).toEqual({ 200: 40 });
  });

  it("measures from the intended time: requests held up behind a stalled one carry the wait", async () => {
    // The first answer takes 400 ms on the only connection; the requests meant for those 400 ms
    // wait for it. Measured from when they were sent to a socket they look fast; from when they
    // were meant to go, they are not — that difference is coordinated omission.
    const baseUrl = await serve((n) => (n === 0 ? 400 : 0));
    const result = await runOpenLoop({
      baseUrl,
      rate: 50,
      durationSec: 1,
      arrivals: "uniform",
      connections: 1,
      next: () => ({ method: "GET", path: "/" }),
    });
    expect(result.ok).toBe(50);
    // At 50 req/s, about 19 requests were meant for the stall: more than a third wait ≥ 100 ms.
    expect(result.latencyMs.p99).toBeGreaterThanOrEqual(300);
    expect(result.connectionWaitMs.p99).toBeGreaterThanOrEqual(300);
    expect(result.serviceMs.p50).toBeLessThan(result.latencyMs.p99);
  });

  it("stops when the requests run out, and counts refusals and failures apart", async () => {
    const baseUrl = await serve(() => 0, 409);
    let left = 5;
    const refused = await runOpenLoop({
      baseUrl,
      rate: 50,
      durationSec: 1,
      arrivals: "uniform",
      connections: 2,
      next: () => (left-- > 0 ? { method: "POST", path: "/" } : undefined),
    });
    expect(refused).toMatchObject({ sent: 5, ok: 0, non2xx: 5, errors: 0, exhausted: true });
    const unreachable = await runOpenLoop({
      baseUrl: "http://127.0.0.1:9",
      rate: 20,
      durationSec: 0.2,
      arrivals: "uniform",
      connections: 2,
      next: () => ({ method: "GET", path: "/" }),
    });
    expect(unreachable).toMatchObject({ sent: 4, ok: 0, errors: 4 });
  });
});
