import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { BatchedCounter, type StoreCount } from "./batched-counter";

/** A shared store as RateLimiterPostgres keeps it: a fixed window from the first point added. */
function fakeStore(seconds: number) {
  const rows = new Map<string, { points: number; expiresAt: number }>();
  const calls: Array<{ key: string; points: number }> = [];
  let failing = false;
  return {
    calls,
    rows,
    fail: (value: boolean) => {
      failing = value;
    },
    total: (key: string) => rows.get(key)?.points ?? 0,
    add: async (key: string, points: number): Promise<StoreCount> => {
      await Promise.resolve();
      if (failing) throw new Error("store down");
      calls.push({ key, points });
      const now = Date.now();
      const row = rows.get(key);
      const next =
        !row || now >= row.expiresAt
          ? { points, expiresAt: now + seconds * 1000 }
          : { points: row.points + points, expiresAt: row.expiresAt };
      rows.set(key, next);
      return { consumedPoints: next.points, msBeforeNext: next.expiresAt - now };
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-28T05:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

const counterOn = (store: ReturnType<typeof fakeStore>, points: number, seconds = 60, onFlushError = vi.fn()) =>
  new BatchedCounter({ points, seconds, add: store.add, flushMs: 200, onFlushError });

async function consumeMany(counter: BatchedCounter, key: string, n: number) {
  const results = [];
  for (let i = 0; i < n; i++) results.push(await counter.consume(key));
  return results;
}

describe("BatchedCounter", () => {
  it("below ten points counts every request in the store: exact at limit-1, limit and limit+1", async () => {
    const store = fakeStore(60);
    const counter = counterOn(store, 5);
    const used = (await consumeMany(counter, "client", 6)).map((r) => r.used);
    expect(used).toEqual([1, 2, 3, 4, 5, 6]);
    expect(store.calls).toHaveLength(6);
    expect(store.total("client")).toBe(6);
  });

  it("well under the limit counts here and sends the batch after flushMs; nothing is lost", async () => {
    const store = fakeStore(60);
    const counter = counterOn(store, 1000);
    const results = await consumeMany(counter, "client", 20);
    expect(results.map((r) => r.used)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // The first request opened the window in the store; the other 19 wait for the flush.
    expect(store.calls).toEqual([{ key: "client", points: 1 }]);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.calls).toEqual([
      { key: "client", points: 1 },
      { key: "client", points: 19 },
    ]);
    expect(store.total("client")).toBe(20);
  });

  it("sends a batch at once when it reaches a quarter of the spare tenth", async () => {
    const store = fakeStore(60);
    // 1000 points: the last 100 are counted in the store; batches of 25 go at once.
    const counter = counterOn(store, 1000);
    await consumeMany(counter, "client", 26);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.calls.map((c) => c.points)).toEqual([1, 25]);
    expect(store.total("client")).toBe(26);
  });

  it("near the limit counts each request in the store, so the refusal is exact", async () => {
    const store = fakeStore(60);
    const counter = counterOn(store, 100);
    const results = await consumeMany(counter, "client", 101);
    // 100 points: up to 90 counted here, the 91st and later in the store with whatever is pending.
    expect(results.map((r) => r.used)).toEqual(Array.from({ length: 101 }, (_, i) => i + 1));
    expect(store.total("client")).toBe(101);
    expect(results[99]!.used).toBe(100);
    expect(results[100]!.used).toBe(101);
  });

  it("learns the other instances' requests from the store's answer to each batch it sends", async () => {
    const store = fakeStore(60);
    const a = counterOn(store, 100);
    const b = counterOn(store, 100);
    await a.consume("client");
    // b's first request opens its window from the store: a's request is in it.
    expect((await b.consume("client")).used).toBe(2);
    await consumeMany(b, "client", 60);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.total("client")).toBe(62);
    // a has not heard of b's 61 yet: its next request is counted here; its batch's answer says 63.
    expect((await a.consume("client")).used).toBe(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.total("client")).toBe(63);
    await consumeMany(a, "client", 27);
    await vi.advanceTimersByTimeAsync(200);
    // 90 counted in all: the 91st of the window goes to the store, from either instance.
    expect((await a.consume("client")).used).toBe(91);
    // b learns of it with its own next batch (the overshoot this design allows: one batch each).
    expect((await b.consume("client")).used).toBe(63);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.total("client")).toBe(92);
    expect((await b.consume("client")).used).toBe(93);
  });

  it("starts over when the window ends: the next request asks the store", async () => {
    const store = fakeStore(1);
    const counter = counterOn(store, 1000, 1);
    await consumeMany(counter, "client", 10);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.total("client")).toBe(10);
    await vi.advanceTimersByTimeAsync(1000);
    const next = await counter.consume("client");
    expect(next.used).toBe(1);
    expect(next.resetMs).toBe(1000);
    expect(store.calls.at(-1)).toEqual({ key: "client", points: 1 });
  });

  it("drops a batch whose window ended before it was sent", async () => {
    const store = fakeStore(1);
    const counter = new BatchedCounter({ points: 1000, seconds: 1, add: store.add, flushMs: 5_000 });
    await consumeMany(counter, "client", 10);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.calls.map((c) => c.points)).toEqual([1]);
  });

  it("concurrent first requests share one store call", async () => {
    const store = fakeStore(60);
    const counter = counterOn(store, 1000);
    const results = await Promise.all(Array.from({ length: 10 }, () => counter.consume("client")));
    expect(store.calls).toEqual([{ key: "client", points: 1 }]);
    expect(results.map((r) => r.used).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("keeps each subject's count apart", async () => {
    const store = fakeStore(60);
    const counter = counterOn(store, 5);
    await consumeMany(counter, "a", 5);
    expect((await counter.consume("b")).used).toBe(1);
    expect((await counter.consume("a")).used).toBe(6);
  });

  it("fails the request when the store fails on its own call, and keeps a failed batch for the next flush", async () => {
    const store = fakeStore(60);
    const onFlushError = vi.fn();
    const counter = counterOn(store, 1000, 60, onFlushError);
    store.fail(true);
    await expect(counter.consume("client")).rejects.toThrow("store down");
    store.fail(false);
    await consumeMany(counter, "client", 5);
    store.fail(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(onFlushError).toHaveBeenCalledTimes(1);
    store.fail(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.total("client")).toBe(5);
  });

  it("flushAll sends what is pending (an instance shutting down)", async () => {
    const store = fakeStore(60);
    const counter = counterOn(store, 1000);
    await consumeMany(counter, "client", 7);
    await counter.flushAll();
    expect(store.total("client")).toBe(7);
  });

  it("reports the time until the window ends", async () => {
    const store = fakeStore(60);
    const counter = counterOn(store, 1000);
    await counter.consume("client");
    await vi.advanceTimersByTimeAsync(15_000);
    expect((await counter.consume("client")).resetMs).toBe(45_000);
  });
});
