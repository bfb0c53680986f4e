"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

// The portal's server state: the part of TanStack Query the portal used (cached reads by key,
// deduplicated, re-read when invalidated, when the tab comes back or on an interval; writes with
// a pending state), in ~1 KB instead of TanStack's ~11 KB gzip, which alone was over the portal's
// 150 KB first-load budget (docs/performance.md). The HR admin area keeps TanStack Query.
//
// The cache lives in the browser's module scope, so it survives client-side navigation. Nothing is
// fetched during server rendering (reads start in effects), so the server never holds anyone's data.

export type QueryKey = readonly unknown[];

type Snapshot<T> = { data?: T; error?: unknown; isFetching: boolean };
type Entry = {
  snapshot: Snapshot<unknown>;
  fetcher?: () => Promise<unknown>;
  inFlight?: Promise<void>;
  fetchedAt: number;
  stale: boolean;
  listeners: Set<() => void>;
};

const cache = new Map<string, Entry>();
const hash = (key: QueryKey) => JSON.stringify(key);
const EMPTY: Snapshot<never> = { isFetching: false };

function entryFor(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { snapshot: EMPTY, fetchedAt: 0, stale: true, listeners: new Set() };
    cache.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, snapshot: Snapshot<unknown>) {
  entry.snapshot = snapshot;
  for (const listener of entry.listeners) listener();
}

/** One read at a time per key; a failed read keeps the last data and reports the error. */
function fetchEntry(entry: Entry): Promise<void> {
  if (entry.inFlight) return entry.inFlight;
  const fetcher = entry.fetcher;
  if (!fetcher) return Promise.resolve();
  publish(entry, { ...entry.snapshot, isFetching: true });
  entry.inFlight = fetcher().then(
    (data) => {
      entry.fetchedAt = Date.now();
      entry.stale = false;
      publish(entry, { data, isFetching: false });
    },
    (error: unknown) => publish(entry, { data: entry.snapshot.data, error, isFetching: false }),
  );
  void entry.inFlight.finally(() => (entry.inFlight = undefined));
  return entry.inFlight;
}

/**
 * Marks every cached read whose key starts with `prefix` as stale and reads again the ones on
 * screen; resolves when those reads are done (as TanStack's invalidateQueries does).
 */
export function invalidatePortalQueries(prefix: QueryKey): Promise<void> {
  const head = hash(prefix).slice(0, -1);
  const reads: Array<Promise<void>> = [];
  for (const [key, entry] of cache) {
    if (key !== hash(prefix) && !key.startsWith(`${head},`)) continue;
    entry.stale = true;
    if (entry.listeners.size > 0) reads.push(fetchEntry(entry));
  }
  return Promise.all(reads).then(() => undefined);
}

// The tab coming back into view re-reads what is on screen and stale (refetchOnWindowFocus).
const staleTimes = new Map<string, number>();
if (typeof document !== "undefined") {
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible") return;
    for (const [key, entry] of cache) {
      if (entry.listeners.size > 0 && Date.now() - entry.fetchedAt > (staleTimes.get(key) ?? 0)) void fetchEntry(entry);
    }
  });
}

export type PortalQueryOptions<T> = {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  enabled?: boolean;
  /** How long data counts as fresh (ms); 0 re-reads on every mount and on the tab's return. */
  staleTime?: number;
  /** 0 forgets the data once nothing shows it (a SetupIntent's client secret is for one form). */
  gcTime?: number;
  /** Re-read every n ms while the data says so (false: not now). */
  refetchInterval?: (data: T | undefined) => number | false;
};

export type PortalQueryResult<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => Promise<void>;
};

export function usePortalQuery<T>({ queryKey, queryFn, enabled = true, staleTime = 0, gcTime, refetchInterval }: PortalQueryOptions<T>): PortalQueryResult<T> {
  const key = hash(queryKey);
  const entry = entryFor(key);
  // The latest function reads with the latest props (the API base once the session is known).
  entry.fetcher = queryFn;
  staleTimes.set(key, staleTime);
  const subscribe = useCallback(
    (listener: () => void) => {
      const current = entryFor(key);
      current.listeners.add(listener);
      return () => {
        current.listeners.delete(listener);
        if (gcTime === 0 && current.listeners.size === 0 && !current.inFlight) cache.delete(key);
      };
    },
    [key, gcTime],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => entryFor(key).snapshot,
    () => EMPTY,
  ) as Snapshot<T>;

  useEffect(() => {
    if (!enabled) return;
    const current = entryFor(key);
    if (current.stale || Date.now() - current.fetchedAt > staleTime) void fetchEntry(current);
  }, [key, enabled, staleTime]);

  const interval = enabled && refetchInterval ? refetchInterval(snapshot.data) : false;
  useEffect(() => {
    if (!interval) return;
    const timer = setInterval(() => void fetchEntry(entryFor(key)), interval);
    return () => clearInterval(timer);
  }, [key, interval]);

  return {
    data: snapshot.data,
    error: snapshot.error,
    isError: snapshot.error !== undefined,
    isPending: snapshot.data === undefined && snapshot.error === undefined,
    isFetching: snapshot.isFetching,
    refetch: () => fetchEntry(entryFor(key)),
  };
}

export type PortalMutation<TVars, TResult> = {
  mutateAsync: (vars: TVars) => Promise<TResult>;
  isPending: boolean;
  reset: () => void;
};

/** A write: pending while it runs; `onSettled` runs after success or failure, before it resolves. */
export function usePortalMutation<TVars, TResult>({
  mutationFn,
  onSuccess,
  onSettled,
}: {
  mutationFn: (vars: TVars) => Promise<TResult>;
  onSuccess?: (result: TResult) => Promise<unknown> | void;
  onSettled?: () => Promise<unknown> | void;
}): PortalMutation<TVars, TResult> {
  const [pending, setPending] = useState(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutateAsync = async (vars: TVars) => {
    setPending((count) => count + 1);
    try {
      let result: TResult;
      try {
        result = await mutationFn(vars);
      } catch (error) {
        await onSettled?.();
        throw error;
      }
      await onSuccess?.(result);
      await onSettled?.();
      return result;
    } finally {
      if (mounted.current) setPending((count) => count - 1);
    }
  };
  return { mutateAsync, isPending: pending > 0, reset: () => setPending(0) };
}
