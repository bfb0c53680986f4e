// Open-loop load: requests offered at a fixed rate whatever the server's latency, as real clients
// arrive (bench/lib/open-loop-generator.ts), beside the closed loop whose latency is mostly queueing.

/** The fractions of the measured closed-loop capacity offered in the open-loop runs. */
export const OPEN_LOOP_FRACTIONS = [0.25, 0.5, 0.75] as const;

/** Requests per second to offer: each fraction of the capacity, at least 1. */
export function offeredRates(capacityRps: number, fractions: readonly number[] = OPEN_LOOP_FRACTIONS): number[] {
  const capacity = Number.isFinite(capacityRps) && capacityRps > 0 ? capacityRps : 1;
  return fractions.map((fraction) => Math.max(1, Math.round(capacity * fraction)));
}

/**
 * Connections enough that the rate is really offered: a connection carries one request at a time,
 * so at rate r and latency L it takes r × L connections. Half a second of latency at the offered
 * rate is covered (far above what an unsaturated server answers in), never fewer than the closed
 * loop's connections, and at most 1,000.
 */
export function openLoopConnections(rate: number, minimum: number): number {
  return Math.min(1000, Math.max(minimum, Math.ceil(rate * 0.5)));
}

/**
 * Seconds one rate can run on the fresh employees left (each card request spends one): the
 * configured duration, shortened so the pool does not run dry mid-run, and never under 2 s.
 */
export function secondsForPool(remaining: number, rate: number, durationSec: number): number {
  if (rate <= 0) return durationSec;
  return Math.max(2, Math.min(durationSec, Math.floor((remaining * 0.95) / rate)));
}

/** Whether the server took the offered rate: 95 % of it or more answered. */
export const rateAchieved = (offered: number, achieved: number) => achieved >= offered * 0.95;
