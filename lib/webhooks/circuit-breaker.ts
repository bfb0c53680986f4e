const DAY_MS = 24 * 60 * 60 * 1000;

export type FailureStreak = { failingSince: Date | null; disabledAt: Date | null };

/**
 * An endpoint is disabled once every attempt to it has failed for `disableAfterDays` (Stripe and
 * Svix disable after days of failures, so that an abandoned receiver stops costing retries and
 * its owner hears about it). Exactly at the limit counts; an endpoint already disabled is not
 * disabled again.
 */
export function shouldDisableEndpoint(streak: FailureStreak, now: Date, disableAfterDays: number): boolean {
  if (streak.disabledAt || !streak.failingSince) return false;
  return now.getTime() - streak.failingSince.getTime() >= disableAfterDays * DAY_MS;
}
