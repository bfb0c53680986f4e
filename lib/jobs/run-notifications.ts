import type { Db } from "@/db/client";
import { NOTIFICATION_EVENT_TYPES } from "@/lib/domain/onboarding/notifications";
import { getEnv } from "@/lib/env";
import { processWide } from "@/lib/expiring-map";
import { failureReason } from "@/lib/errors/failure-reason";
import { logger } from "@/lib/logger";
import { systemWideContext } from "@/lib/services/context";
import { queueEventNotification } from "@/lib/services/notifications/queue-notification";
import { sendDueReminders } from "@/lib/services/notifications/send-due-reminders";
import { sendPendingNotifications } from "@/lib/services/notifications/send-notification";
import {
  claimConsumerWithWork,
  eventsAbout,
  readConsumerEvents,
  releaseConsumer,
  type ConsumerLease,
} from "@/lib/events/event-consumer";
import { snapshotXmin } from "@/lib/events/event-positions";

export const NOTIFICATIONS_CONSUMER = "notifications";

export const NOTIFICATION_EVENTS = eventsAbout({ types: NOTIFICATION_EVENT_TYPES });

export type NotificationsOptions = {
  /** Events read per round. */
  batchSize?: number;
  /** After a failure, how long before the next attempt. */
  retryAfterMs?: number;
  /** With nothing to handle, how often the cursor is still moved up to the present. */
  idleAdvanceMs?: number;
};

/**
 * The e-mails of the moments that matter (docs/notifications.md): reads the events outbox from its
 * own durable cursor (lib/events/event-consumer.ts, one lease holder at a time) and queues the
 * e-mail each event calls for — once per person and card or identity check, however often it is
 * read — then sends whatever is queued. A first run, or a cursor that fell behind the events'
 * retention, starts at the present: these e-mails are news, and old news helps nobody. A failure
 * leaves the cursor before the event that failed. Returns how many events and e-mails it handled.
 */
export async function runNotifications(db: Db, options: NotificationsOptions = {}): Promise<number> {
  const leaseMs = getEnv().WORKER_LEASE_SECONDS * 1000;
  const lease = await claimConsumerWithWork(db, {
    name: NOTIFICATIONS_CONSUMER,
    matches: NOTIFICATION_EVENTS,
    leaseMs,
    idleAdvanceMs: options.idleAdvanceMs,
  });
  const handled = lease ? await consume(db, lease, options) : 0;
  return handled + (await sendPendingNotifications({ ctx: systemWideContext(db, NOTIFICATIONS_CONSUMER) }));
}

async function consume(db: Db, lease: ConsumerLease, options: NotificationsOptions): Promise<number> {
  if (lease.start.kind === "sweep") {
    await releaseConsumer(db, lease, { position: { xactId: await snapshotXmin(db), ordinal: 0n } });
    logger.info("e-mails to employees: reading the events recorded from now on");
    return 1;
  }
  const ctx = systemWideContext(db, NOTIFICATIONS_CONSUMER);
  const batch = await readConsumerEvents(db, {
    after: lease.start.position,
    matches: NOTIFICATION_EVENTS,
    limit: options.batchSize ?? 100,
  });
  let position = lease.start.position;
  for (const event of batch.events) {
    try {
      await queueEventNotification({ ctx, event });
    } catch (error) {
      logger.error({ err: error, eventId: event.id }, "queueing an e-mail for an event failed; retried later");
      const retryAfterMs = options.retryAfterMs ?? 30_000;
      await releaseConsumer(db, lease, { position, error: failureReason(error), retryAfterMs });
      return 0;
    }
    position = { xactId: BigInt(event.xactId), ordinal: event.ordinal };
  }
  await releaseConsumer(db, lease, { position: batch.next });
  return batch.events.length;
}

const REMINDERS_EVERY_MS = 10 * 60 * 1000;
/** When this process last ran a round (the instance's, not a module copy's). */
const reminderRound = () => processWide("__reminderRound", () => ({ last: 0 }));

/** The reminders to finish onboarding, a round every ten minutes at most in each worker: they are counted in days. */
export async function runOnboardingReminders(db: Db): Promise<number> {
  const round = reminderRound();
  if (Date.now() - round.last < REMINDERS_EVERY_MS) return 0;
  round.last = Date.now();
  return sendDueReminders({ ctx: systemWideContext(db, "onboarding-reminders") });
}
