import type { Db } from "@/db/client";
import { logger } from "@/lib/logger";
import { claimDueDeliveries } from "@/lib/webhooks/claim-deliveries";
import { runJob } from "@/lib/telemetry/jobs";
import { deliverClaimed, type DeliveryOptions } from "@/lib/webhooks/deliver";

import { WakeSignal } from "./wake-signal";
import { within } from "./within";

export type DeliveryPoolOptions = DeliveryOptions & {
  /** Deliveries in flight in this worker (WEBHOOK_CONCURRENCY). */
  concurrency: number;
  /** Deliveries in flight per endpoint, across all workers (WEBHOOK_ENDPOINT_CONCURRENCY). */
  perEndpoint: number;
  pollMs: number;
  leaseMs?: number;
};

const CLAIM_COALESCE_MS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type DeliveryPool = { wake: () => void; stop: (timeoutMs: number) => Promise<void> };

/**
 * Webhook delivery as a pool: while it has a free slot it claims due deliveries and starts each
 * one, and each settles on its own. A receiver that never answers holds its endpoint's few slots
 * until the timeout, never the others'. It wakes when a delivery settles, when a write announces
 * one (LISTEN/NOTIFY), and otherwise every `pollMs`.
 */
export function startDeliveryPool(getDb: () => Promise<Db>, options: DeliveryPoolOptions): DeliveryPool {
  const signal = new WakeSignal();
  const inFlight = new Set<Promise<void>>();
  let running = true;

  const start = (db: Db, delivery: Parameters<typeof deliverClaimed>[1]) => {
    const settled: Promise<void> = deliverClaimed(db, delivery, options)
      .catch((error: unknown) =>
        logger.error(
          { err: error, deliveryId: delivery.id },
          "webhook delivery failed unexpectedly; its lease will expire and it is retried",
        ),
      )
      .finally(() => {
        inFlight.delete(settled);
        signal.notify();
      });
    inFlight.add(settled);
  };

  const loop = (async () => {
    while (running) {
      // While deliveries are in flight, slots free one by one: a short pause lets a few free
      // together, so one claim fills them (a claim is a transaction; one per delivery costs the
      // embedded database dearly). An idle pool claims at once.
      if (inFlight.size > 0) await sleep(CLAIM_COALESCE_MS);
      // A stop during the pause claims nothing more.
      if (!running) break;
      const room = options.concurrency - inFlight.size;
      if (room > 0) {
        try {
          const db = await getDb();
          // Each delivery's span starts inside the claim's, so it links to the run that sent it.
          const claimed = await runJob("webhook_deliveries", async () => {
            const due = await claimDueDeliveries(db, {
              limit: room,
              perEndpoint: options.perEndpoint,
              leaseMs: options.leaseMs,
            });
            for (const delivery of due) start(db, delivery);
            return due.length;
          });
          // All slots taken: there may be more due; look again when one frees.
          if (claimed === room) continue;
        } catch (error) {
          logger.error({ err: error }, "claiming webhook deliveries failed");
        }
      }
      await signal.wait(options.pollMs);
    }
  })();

  return {
    wake: () => signal.notify(),
    stop: async (timeoutMs) => {
      running = false;
      signal.notify();
      // The claim under way (if any), then what was started, finish and record their attempts,
      // all within the one timeout; past it, their leases expire and another worker sends them.
      const settled = loop.then(() => {
        // Said once the pool claims nothing more (tests wait for this line to know that stop() is
        // now waiting on the deliveries alone).
        if (inFlight.size > 0)
          logger.info(
            { inFlight: inFlight.size },
            "webhook delivery pool stopped claiming; waiting for deliveries in flight",
          );
        return Promise.all([...inFlight]);
      });
      if (!(await within(settled, timeoutMs))) {
        logger.warn(
          { inFlight: inFlight.size },
          "stopping with webhook deliveries still in flight; they will be retried",
        );
      }
    },
  };
}
