import { getDb } from "@/db/client";
import { purgeExpiredIdempotencyKeys } from "@/lib/api/idempotency";
import { logger } from "@/lib/logger";
import { purgeEndedSessions } from "@/lib/services/sessions/end-session";
import { deliverDueWebhooks, type DeliveryOptions } from "@/lib/webhooks/deliver";

import { refreshStaleProjections } from "./refresh-stale-projections";
import { runIdentityChecks, type IdentityRunnerOptions } from "./run-identity-checks";

export type WorkerOptions = {
  /** Sleep between polls when there is nothing to do. */
  pollMs?: number;
  identity?: IdentityRunnerOptions;
  webhooks?: DeliveryOptions;
};

export type Worker = { stop: () => Promise<void> };

const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

/**
 * The background loop: identity checks, then webhook deliveries, until no work is left, then a
 * short sleep. All state is in the database, so a stopped worker loses nothing: what was pending
 * is picked up by the next one, here or in another process (on PostgreSQL).
 */
export function startWorker(options: WorkerOptions = {}): Worker {
  let running = true;
  let wake: (() => void) | undefined;
  let lastHousekeeping = 0;
  const loop = (async () => {
    while (running) {
      try {
        const db = await getDb();
        const done =
          (await runIdentityChecks(db, options.identity)) +
          (await deliverDueWebhooks(db, options.webhooks)) +
          (await refreshStaleProjections(db, 200));
        if (Date.now() - lastHousekeeping > HOUSEKEEPING_EVERY_MS) {
          lastHousekeeping = Date.now();
          await purgeExpiredIdempotencyKeys(db);
          await purgeEndedSessions(db);
        }
        if (done > 0) continue;
      } catch (error) {
        logger.error({ err: error }, "background worker tick failed");
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, options.pollMs ?? 250).unref?.();
      });
    }
  })();
  return {
    stop: async () => {
      running = false;
      wake?.();
      await loop;
    },
  };
}
