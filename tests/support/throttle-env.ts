import { Pool } from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import { afterAll, beforeAll } from "vitest";

import { subjectKey } from "@/lib/throttles/rate-limit";
import { resetThrottleStore } from "@/lib/throttles/throttle-store";
import { resetEnvCache } from "@/lib/env";

/**
 * Sets (or, with undefined, removes) environment variables for a throttling suite, then reads the
 * configuration again and opens a fresh throttle store, so the limits and the store apply at once.
 */
async function setThrottleEnv(values: Record<string, string | undefined>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
  await resetThrottleStore();
}

/** These throttle variables for a test file or describe block: set in its beforeAll, removed again in its afterAll. */
export function throttleEnvForSuite(values: Record<string, string>): void {
  beforeAll(() => setThrottleEnv(values));
  afterAll(() => setThrottleEnv(Object.fromEntries(Object.keys(values).map((name) => [name, undefined]))));
}

/**
 * A partner client's count in the Postgres store (the rate_limits table), read by a limiter of its
 * own over a pool of its own, as another instance of the app would see it.
 */
export async function storedPartnerCount(clientId: string, points: number): Promise<number | undefined> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL });
  try {
    const other = new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: "partner",
      points,
      duration: 60,
    });
    return (await other.get(subjectKey(clientId)))?.consumedPoints;
  } finally {
    await pool.end();
  }
}
