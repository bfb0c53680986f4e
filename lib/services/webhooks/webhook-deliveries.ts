import { and, asc, desc, eq, inArray } from "drizzle-orm";

import type { Db } from "@/db/client";
import { events, webhookAttempts, webhookDeliveries } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import { getWebhookEndpointOrThrow } from "./webhook-endpoints";

type Scope = { clientId: string; endpointId: string };

/** Recent deliveries of an endpoint, newest first, each with its attempt log. */
export async function listDeliveries(db: Db, scope: Scope & { limit: number }) {
  await getWebhookEndpointOrThrow(db, scope);
  const deliveries = await db
    .select({ delivery: webhookDeliveries, eventType: events.type })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, scope.endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(scope.limit);
  const ids = deliveries.map((row) => row.delivery.id);
  const attempts = ids.length
    ? await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).orderBy(asc(webhookAttempts.id))
    : [];
  return deliveries.map((row) => ({ ...row, attempts: attempts.filter((attempt) => attempt.deliveryId === row.delivery.id) }));
}

/** Manual replay: the delivery goes back to the queue for a fresh round of attempts, same webhook-id. */
export async function replayDelivery(db: Db, scope: Scope & { deliveryId: string }) {
  await getWebhookEndpointOrThrow(db, scope);
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(and(eq(webhookDeliveries.id, scope.deliveryId), eq(webhookDeliveries.endpointId, scope.endpointId)))
    .returning();
  if (!row) throw new AppError("webhook_delivery_not_found", "No delivery with this id for this endpoint.");
  const [event] = await db.select({ type: events.type }).from(events).where(eq(events.id, row.eventId));
  return { delivery: row, eventType: event?.type ?? "" };
}
