// The portal's read cache (hooks/use-portal-query.ts is its React side): reads cached by key,
// one request at a time per key, re-read when invalidated by key prefix or when the tab comes back.
// The part of TanStack Query the portal used, in ~1 KB instead of ~11 KB gzip (docs/portal.md).

export type QueryKey = readonly unknown[];
export type Snapshot<T = unknown> = { data?: T; error?: unknown; isFetching: boolean };

type Entry = {
  snapshot: Snapshot;
  fetcher?: () => Promise<unknown>;
  staleTime: number;
  inFlight?: Promise<void>;
  fetchedAt: number;
  /** Bumped by each invalidation: a read that started before it does not make the data fresh. */
  version: number;
  stale: boolean;
  listeners: Set<() => void>;
};

export const EMPTY_SNAPSHOT: Snapshot<never> = { isFetching: false };
export const hashKey = (key: QueryKey) => JSON.stringify(key);

export function createQueryCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  function entry(key: string): Entry {
    let found = entries.get(key);
    if (!found) {
      found = { snapshot: EMPTY_SNAPSHOT, staleTime: 0, fetchedAt: 0, version: 0, stale: true, listeners: new Set() };
      entries.set(key, found);
    }
    return found;
  }

  function publish(target: Entry, snapshot: Snapshot) {
    target.snapshot = snapshot;
    for (const listener of target.listeners) listener();
  }

  /** One read at a time per key; a failed read keeps the last data and reports the error. */
  function read(target: Entry): Promise<void> {
    if (target.inFlight) return target.inFlight;
    const fetcher = target.fetcher;
    if (!fetcher) return Promise.resolve();
    const version = target.version;
    publish(target, { ...target.snapshot, isFetching: true });
    const inFlight = fetcher().then(
      (data) => {
        target.fetchedAt = now();
        if (target.version === version) target.stale = false;
        publish(target, { data, isFetching: false });
      },
      (error: unknown) => publish(target, { data: target.snapshot.data, error, isFetching: false }),
    );
    target.inFlight = inFlight.finally(() => (target.inFlight = undefined));
    return target.inFlight;
  }

  const isStale = (target: Entry) => target.stale || now() - target.fetchedAt > target.staleTime;

  return {
    snapshot: (key: string) => entry(key).snapshot,

    /** The latest way to read the key (it closes over the latest props) and how long data stays fresh. */
    configure(key: string, fetcher: () => Promise<unknown>, staleTime: number) {
      const target = entry(key);
      target.fetcher = fetcher;
      target.staleTime = staleTime;
    },

    subscribe(key: string, listener: () => void, { forgetWhenUnused = false } = {}) {
      const target = entry(key);
      target.listeners.add(listener);
      return () => {
        target.listeners.delete(listener);
        if (forgetWhenUnused && target.listeners.size === 0 && entries.get(key) === target) entries.delete(key);
      };
    },

    /**
     * Data the server rendered the page with, for a key nothing has read yet: fresh as of now
     * (nobody is told: it is called while the first reader renders).
     */
    seed(key: string, data: unknown) {
      const target = entry(key);
      if (target.snapshot.data !== undefined || target.inFlight) return;
      target.snapshot = { data, isFetching: false };
      target.fetchedAt = now();
      target.stale = false;
    },

    /** A read now, or the one already running. */
    fetch: (key: string) => read(entry(key)),

    /** A read if the data is missing, invalidated or older than its stale time. */
    fetchIfStale(key: string): Promise<void> {
      const target = entry(key);
      return isStale(target) ? read(target) : Promise.resolve();
    },

    /**
     * Marks every read whose key starts with `prefix` stale and reads again the ones on screen;
     * a read already running started before the change, so another follows it. Resolves when
     * those reads are done (as TanStack's invalidateQueries does).
     */
    invalidate(prefix: QueryKey): Promise<void> {
      const exact = hashKey(prefix);
      const head = exact.slice(0, -1);
      const reads: Array<Promise<void>> = [];
      for (const [key, target] of entries) {
        if (key !== exact && !key.startsWith(`${head},`)) continue;
        target.version += 1;
        target.stale = true;
        if (target.listeners.size === 0) continue;
        reads.push(target.inFlight ? target.inFlight.then(() => read(target)) : read(target));
      }
      return Promise.all(reads).then(() => undefined);
    },

    /** What is on screen and stale, read again (the tab came back into view). */
    refreshVisible(): Promise<void> {
      const reads = [...entries.values()].filter((target) => target.listeners.size > 0 && isStale(target)).map(read);
      return Promise.all(reads).then(() => undefined);
    },

    has: (key: string) => entries.has(key),
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
