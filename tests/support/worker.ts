import { startWorker } from "@/lib/jobs/worker";
import type { ReviewPollOptions } from "@/lib/jobs/poll-identity-reviews";

/**
 * The real background worker with test-speed timings: millisecond retries, a short provider
 * timeout. Reviews are asked about after the default wait (hours) unless a test says otherwise.
 * It looks for work every 100 ms when nothing wakes it (identity checks, deliveries and files are
 * woken by NOTIFY at once): every 20 ms, its idle rounds took an eighth of the CPU of the files
 * that start it (docs/development.md).
 */
export function startTestWorker(options: { reviews?: ReviewPollOptions } = {}) {
  return startWorker({
    pollMs: 100,
    identity: { timeoutMs: 300, retryDelayMs: () => 50 },
    reviews: { timeoutMs: 300, ...options.reviews },
    webhooks: { retryScheduleMs: [100, 200, 300], jitter: 0, timeoutMs: 2_000 },
  });
}
