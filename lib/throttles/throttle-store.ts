import { once } from "node:events";

import type { PGlite } from "@electric-sql/pglite";
import type { Pool } from "pg";
import { RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";

import { getDbHandle } from "@/db/client";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

/** What a throttle needs from its store: one limiter per throttle, all sharing one table or one Redis. */
export type LimiterOptions = { keyPrefix: string; points: number; duration: number };
export type ThrottleStore = {
  kind: "postgres" | "pglite" | "redis";
  limiter: (options: LimiterOptions) => RateLimiterAbstract;
  /** Sends what batched counters hold, then closes a connection of the store's own (Redis); the database belongs to db/client. */
  close: () => Promise<void>;
  /** Work to finish before the store closes (a batched counter's unsent counts). */
  onClose: (flush: () => Promise<void>) => void;
};

// Created by migration 0011 (db/schema/rate-limits.ts); the library is told it exists.
const TABLE = "rate_limits";

const globalForStore = globalThis as unknown as { __throttleStore?: Promise<ThrottleStore> };

/**
 * The shared store every instance counts in: Redis when REDIS_URL is set, else the application's
 * PostgreSQL database. The embedded PGlite database serves one process only, so its counters are
 * exactly as shared as the data they guard; it runs the very same SQL through a small adapter.
 */
export function getThrottleStore(): Promise<ThrottleStore> {
  globalForStore.__throttleStore ??= openStore()
    .then(flushingOnClose)
    .catch((error: unknown) => {
      globalForStore.__throttleStore = undefined;
      throw error;
    });
  return globalForStore.__throttleStore;
}

/**
 * Closes the store after its batched counters have sent what they hold: at shutdown
 * (lib/server-startup.ts), and in tests that switch stores between suites.
 */
export async function resetThrottleStore(): Promise<void> {
  const store = globalForStore.__throttleStore;
  globalForStore.__throttleStore = undefined;
  await store?.then((open) => open.close()).catch(() => undefined);
}

type BaseStore = Omit<ThrottleStore, "onClose">;

/** A store that, when closed, first sends what its batched counters have not yet sent. */
function flushingOnClose(base: BaseStore): ThrottleStore {
  const flushes: Array<() => Promise<void>> = [];
  return {
    ...base,
    onClose: (flush) => flushes.push(flush),
    close: async () => {
      await Promise.allSettled(flushes.map((flush) => flush()));
      await base.close();
    },
  };
}

async function openStore(): Promise<BaseStore> {
  const redisUrl = getEnv().REDIS_URL;
  if (redisUrl) return openRedis(redisUrl);
  const handle = await getDbHandle();
  // drizzle() returns the database with its driver client as $client; db/client's Db type leaves it out.
  const { $client } = handle.db as typeof handle.db & { $client: unknown };
  if (handle.kind === "postgres") {
    const pool = $client as Pool;
    return { kind: "postgres", limiter: (options) => postgresLimiter(options, pool, "pool"), close: async () => {} };
  }
  // db/client presents PGlite through the node-postgres type; its $client is the PGlite instance.
  const pglite = pgliteAdapter($client as PGlite);
  return { kind: "pglite", limiter: (options) => postgresLimiter(options, pglite, "client"), close: async () => {} };
}

function postgresLimiter(
  options: LimiterOptions,
  storeClient: unknown,
  storeType: "pool" | "client",
): RateLimiterAbstract {
  return new RateLimiterPostgres({
    ...options,
    storeClient,
    storeType,
    tableName: TABLE,
    tableCreated: true,
    clearExpiredByTimeout: true,
  });
}

/** RateLimiterPostgres calls `query({ text, values, name })` and reads `rows` and `rowCount`. */
function pgliteAdapter(pglite: PGlite) {
  return {
    async query(config: { text: string; values?: unknown[] }) {
      const result = await pglite.query<Record<string, unknown>>(config.text, config.values);
      return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
    },
  };
}

async function openRedis(url: string): Promise<BaseStore> {
  const { Redis } = await import("ioredis");
  // No offline queue and one retry: while Redis is away a throttle gets an error at once (and
  // decides to fail open or closed) instead of holding the request until Redis returns.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  client.on("error", (error: Error) => logger.warn({ err: error }, "throttle store: Redis connection error"));
  await Promise.race([once(client, "ready"), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]).catch(
    () => undefined,
  );
  return {
    kind: "redis",
    limiter: (options) => new RateLimiterRedis({ ...options, storeClient: client, rejectIfRedisNotReady: true }),
    close: async () => client.disconnect(),
  };
}
