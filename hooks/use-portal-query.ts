"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

import { createQueryCache, EMPTY_SNAPSHOT, hashKey, type QueryKey, type Snapshot } from "@/lib/client/query-cache";

export type { QueryKey };

// The portal's server state through lib/client/query-cache.ts, not TanStack Query (docs/portal.md:
// its ~11 KB alone was over the portal's budget). The HR admin area keeps TanStack Query.
//
// The cache lives in the browser's module scope, so it survives client-side navigation; sign-out
// loads a new document. Nothing is read during server rendering (reads start in effects), so the
// server never holds anyone's data; a page the server rendered with its data hands it over as
// `initialData`, which only the browser's cache keeps.
const cache = createQueryCache();

/** Marks the reads under `prefix` stale and reads again those on screen; resolves when they are done. */
export const invalidatePortalQueries = (prefix: QueryKey): Promise<void> => cache.invalidate(prefix);

// The tab coming back into view re-reads what is on screen and stale (refetchOnWindowFocus).
if (typeof document !== "undefined") {
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void cache.refreshVisible();
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
  /**
   * What the server rendered the page with (read through the same use case as the API): shown at
   * once, hydrated as rendered, and re-read in the background like any data.
   */
  initialData?: T | undefined;
};

export type PortalQueryResult<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => Promise<void>;
};

export function usePortalQuery<T>({
  queryKey,
  queryFn,
  enabled = true,
  staleTime = 0,
  gcTime,
  refetchInterval,
  initialData,
}: PortalQueryOptions<T>): PortalQueryResult<T> {
  const key = hashKey(queryKey);
  // Seeded in the browser only: the server's module-scope cache never holds anyone's data.
  if (initialData !== undefined && typeof window !== "undefined") cache.seed(key, initialData);
  const [serverSnapshot] = useState<Snapshot<T>>(() =>
    initialData === undefined ? EMPTY_SNAPSHOT : { data: initialData, isFetching: false },
  );
  // The latest function reads with the latest props (the API base once the session is known). Not
  // while disabled: a page the server rendered with its data mounts before the session is read, and
  // a read started then (an invalidation after a save, the tab coming back) would go to
  // "undefined/…" — a clean-clone CI run caught the agreements page doing exactly that.
  if (enabled) cache.configure(key, queryFn, staleTime);
  const subscribe = useCallback(
    (listener: () => void) => cache.subscribe(key, listener, { forgetWhenUnused: gcTime === 0 }),
    [key, gcTime],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => cache.snapshot(key),
    () => serverSnapshot,
  ) as Snapshot<T>;

  useEffect(() => {
    if (enabled) void cache.fetchIfStale(key);
  }, [key, enabled, staleTime]);

  const interval = enabled && refetchInterval ? refetchInterval(snapshot.data) : false;
  useEffect(() => {
    if (!interval) return;
    const timer = setInterval(() => void cache.fetch(key), interval);
    return () => clearInterval(timer);
  }, [key, interval]);

  return {
    data: snapshot.data,
    error: snapshot.error,
    isError: snapshot.error !== undefined,
    isPending: snapshot.data === undefined && snapshot.error === undefined,
    isFetching: snapshot.isFetching,
    refetch: () => cache.fetch(key),
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
