import { describe, expect, it, vi } from "vitest";

import { createQueryCache, hashKey } from "./query-cache";

/** A read that answers when told to, counting how often it was started. */
function controlledReads<T>() {
  const pending: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const fetcher = vi.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  const settle = async (answer: { value: T } | { error: unknown }) => {
    const next = pending.shift()!;
    if ("value" in answer) next.resolve(answer.value);
    else next.reject(answer.error);
    // Not a wait on time: one macrotask, after which the cache's promise callbacks have all run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { fetcher, settle, pending };
}

const STATUS = hashKey(["portal", "status"]);
const AGREEMENTS_EN = hashKey(["portal", "agreements", "en"]);

describe("the portal's read cache", () => {
  it("runs one read at a time per key and reports it as fetching", async () => {
    const cache = createQueryCache();
    const reads = controlledReads<string>();
    cache.configure(STATUS, reads.fetcher, 0);
    void cache.fetch(STATUS);
    void cache.fetch(STATUS);
    expect(reads.fetcher).toHaveBeenCalledTimes(1);
    expect(cache.snapshot(STATUS)).toEqual({ isFetching: true });
    await reads.settle({ value: "v1" });
    expect(cache.snapshot(STATUS)).toEqual({ data: "v1", isFetching: false });
  });

  it("keeps the last data when a read fails, and clears the error on the next success", async () => {
    const cache = createQueryCache();
    const reads = controlledReads<string>();
    cache.configure(STATUS, reads.fetcher, 0);
    void cache.fetch(STATUS);
    await reads.settle({ value: "v1" });
    void cache.fetch(STATUS);
    const failure = new Error("offline");
    await reads.settle({ error: failure });
    expect(cache.snapshot(STATUS)).toEqual({ data: "v1", error: failure, isFetching: false });
    void cache.fetch(STATUS);
    await reads.settle({ value: "v2" });
    expect(cache.snapshot(STATUS)).toEqual({ data: "v2", isFetching: false });
  });

  it("reads again only what is missing, invalidated or older than its stale time", async () => {
    let time = 1_000;
    const cache = createQueryCache(() => time);
    const reads = controlledReads<string>();
    cache.configure(STATUS, reads.fetcher, 5_000);
    void cache.fetchIfStale(STATUS);
    await reads.settle({ value: "v1" });
    time += 5_000;
    await cache.fetchIfStale(STATUS);
    expect(reads.fetcher).toHaveBeenCalledTimes(1);
    time += 1;
    void cache.fetchIfStale(STATUS);
    expect(reads.fetcher).toHaveBeenCalledTimes(2);
  });

  it("invalidates by key prefix, reading again at once only what is on screen", async () => {
    const cache = createQueryCache();
    const status = controlledReads<string>();
    const agreements = controlledReads<string>();
    cache.configure(STATUS, status.fetcher, Infinity);
    cache.configure(AGREEMENTS_EN, agreements.fetcher, Infinity);
    const unsubscribe = cache.subscribe(AGREEMENTS_EN, () => undefined);
    void cache.fetch(STATUS);
    await status.settle({ value: "s1" });
    void cache.fetch(AGREEMENTS_EN);
    await agreements.settle({ value: "a1" });

    const done = cache.invalidate(["portal", "agreements"]);
    expect(agreements.fetcher).toHaveBeenCalledTimes(2);
    expect(status.fetcher).toHaveBeenCalledTimes(1);
    await agreements.settle({ value: "a2" });
    await done;
    expect(cache.snapshot(AGREEMENTS_EN).data).toBe("a2");

    // ["portal", "agree"] is not a prefix of ["portal", "agreements", …].
    await cache.invalidate(["portal", "agree"]);
    expect(agreements.fetcher).toHaveBeenCalledTimes(2);

    // The status was not on screen: stale now, read when it is next shown.
    await cache.invalidate(["portal", "status"]);
    expect(status.fetcher).toHaveBeenCalledTimes(1);
    void cache.fetchIfStale(STATUS);
    expect(status.fetcher).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it("reads again after a read that was already running when the data changed", async () => {
    const cache = createQueryCache();
    const reads = controlledReads<string>();
    cache.configure(STATUS, reads.fetcher, Infinity);
    cache.subscribe(STATUS, () => undefined);
    void cache.fetch(STATUS);
    const done = cache.invalidate(["portal", "status"]);
    await reads.settle({ value: "before the write" });
    expect(reads.fetcher).toHaveBeenCalledTimes(2);
    await reads.settle({ value: "after the write" });
    await done;
    expect(cache.snapshot(STATUS).data).toBe("after the write");
  });

  it("refreshes what is on screen and stale when the tab comes back", async () => {
    let time = 0;
    const cache = createQueryCache(() => time);
    const shown = controlledReads<string>();
    const hidden = controlledReads<string>();
    cache.configure(STATUS, shown.fetcher, 0);
    cache.configure(AGREEMENTS_EN, hidden.fetcher, 0);
    cache.subscribe(STATUS, () => undefined);
    void cache.fetch(STATUS);
    await shown.settle({ value: "s1" });
    time += 1;
    void cache.refreshVisible();
    expect(shown.fetcher).toHaveBeenCalledTimes(2);
    expect(hidden.fetcher).not.toHaveBeenCalled();
  });

  it("forgets a key nothing shows when asked to (a client secret is for one form)", () => {
    const cache = createQueryCache();
    const kept = cache.subscribe(STATUS, () => undefined);
    const forgotten = cache.subscribe(AGREEMENTS_EN, () => undefined, { forgetWhenUnused: true });
    kept();
    forgotten();
    expect(cache.has(STATUS)).toBe(true);
    expect(cache.has(AGREEMENTS_EN)).toBe(false);
  });
});
