import { resetThrottleStore } from "@/lib/throttles/throttle-store";
import { resetEnvCache } from "@/lib/env";

/**
 * Sets (or, with undefined, removes) environment variables for a throttling suite, then reads the
 * configuration again and opens a fresh throttle store, so the limits and the store apply at once.
 */
export async function setThrottleEnv(values: Record<string, string | undefined>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
  await resetThrottleStore();
}

/** The same variables removed again: what a suite's afterAll restores. */
export const clearThrottleEnv = (values: Record<string, string>) =>
  setThrottleEnv(Object.fromEntries(Object.keys(values).map((name) => [name, undefined])));
