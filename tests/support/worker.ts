import { startWorker } from "@/lib/jobs/worker";

/** The real background worker with test-speed timings: millisecond retries, a short provider timeout. */
export function startTestWorker() {
  return startWorker({
    pollMs: 20,
    identity: { timeoutMs: 300, retryDelayMs: () => 50 },
    webhooks: { retryScheduleMs: [100, 200, 300], jitter: 0, timeoutMs: 2_000 },
  });
}
