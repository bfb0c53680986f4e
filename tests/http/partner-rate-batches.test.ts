import { randomBytes } from "node:crypto";

import { RateLimiterPostgres } from "rate-limiter-flexible";
import { afterEach, describe, expect, it, vi } from "vitest";

import { resetThrottleStore } from "@/lib/throttles/throttle-store";

import { createTenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { waitFor } from "../support/webhook-receiver";
import { storedPartnerCount, throttleEnvForSuite } from "../support/throttle-env";

// The per-client API rate at a limit where batching shows (lib/throttles/batched-counter.ts): 400 a
// minute, so the first 360 of a window are counted here and sent in batches of 10, and the last
// 40 are each counted in the shared store before they are answered.

const LIMITS = { TRUSTED_PROXY_HOPS: "1", RATE_LIMIT_PARTNER_API: "400/1m" };
const POINTS = 400;

throttleEnvForSuite(LIMITS);
const { server } = httpHarness({ tenant: false });
afterEach(() => {
  vi.restoreAllMocks();
});

const address = () => `10.${[...randomBytes(3)].join(".")}`;
const get = (authorization: string) =>
  fetch(`${server.baseUrl}/api/employers`, { headers: { authorization, "x-forwarded-for": address() } });
const remaining = (response: Response) => Number(/;r=(\d+);/.exec(response.headers.get("ratelimit") ?? "")?.[1]);

/** What the shared store holds for a client, read as another instance would. */
describe("per-client API rate, counted in batches", () => {
  it("answers a busy client without a store write per request, and the store still gets every one", async () => {
    const tenant = await createTenant();
    const writes = vi.spyOn(RateLimiterPostgres.prototype, "penalty");
    const answers = await Promise.all(Array.from({ length: 30 }, () => get(tenant.authorization)));
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 30 }, () => 200));
    // Each answer's remaining count is distinct: the requests were counted one by one.
    expect(new Set(answers.map(remaining)).size).toBe(30);
    // One call opened the window; the rest go in batches of 10 or with the 200 ms timer: wait
    // until all 30 have reached the store (however long the timer takes on a busy machine).
    const written = () => writes.mock.calls.reduce((sum, [, points]) => sum + Number(points ?? 1), 0);
    await waitFor(() => written() >= 30);
    expect(written()).toBe(30);
    expect(writes.mock.calls.length).toBeLessThanOrEqual(5);
    if (process.env.DATABASE_KIND === "postgres") expect(await storedPartnerCount(tenant.clientId, POINTS)).toBe(30);
  });

  it("counts the last tenth in the store, so the limit holds exactly: limit-1, limit, limit+1", async () => {
    const tenant = await createTenant();
    for (let sent = 0; sent < POINTS - 2; sent += 26) {
      const batch = Math.min(26, POINTS - 2 - sent);
      const statuses = await Promise.all(Array.from({ length: batch }, () => get(tenant.authorization)));
      expect(statuses.every((r) => r.status === 200)).toBe(true);
    }
    const writes = vi.spyOn(RateLimiterPostgres.prototype, "penalty");
    const last = await get(tenant.authorization);
    expect(last.status).toBe(200);
    expect(remaining(last)).toBe(1);
    const limit = await get(tenant.authorization);
    expect(limit.status).toBe(200);
    expect(remaining(limit)).toBe(0);
    expect(writes).toHaveBeenCalledTimes(2);
    const over = await get(tenant.authorization);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { code: string }).code).toBe("rate_limited");
  });

  it("sends what it has not yet sent when the instance shuts down, so the next one sees it", async () => {
    const tenant = await createTenant();
    for (let i = 0; i < 7; i++) expect((await get(tenant.authorization)).status).toBe(200);
    // Shutdown (lib/server-startup.ts runs this hook): the counts still held here are sent.
    await resetThrottleStore();
    const next = await get(tenant.authorization);
    expect(remaining(next)).toBe(POINTS - 8);
  });
});
