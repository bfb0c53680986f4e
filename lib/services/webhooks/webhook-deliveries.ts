import { and, asc, desc, eq, inArray } from "drizzle-orm";

import { events, webhookAttempts, webhookDeliveries } from "@/db/schema";
import { notifyWork } from "@/db/work-channels";
import { AppError } from "@/lib/errors/app-error";

import type { ServiceContext } from "../context";

import { getWebhookEndpointOrThrow } from "./get-webhook-endpoint-or-throw";

/** Recent deliveries of an endpoint, newest first, each with its attempt log. */
export async function listDeliveries({ ctx, endpointId, limit }: { ctx: ServiceContext; endpointId: string; limit: number }) {
  const endpoint = await getWebhookEndpointOrThrow({ ctx, endpointId });
  const deliveries = await ctx.db
    .select({ delivery: webhookDeliveries, eventType: events.type })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  const ids = deliveries.map((row) => row.delivery.id);
  const attempts = ids.length
    ? await ctx.db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).orderBy(asc(webhookAttempts.id))
    : [];
  return deliveries.map((row) => ({ ...row, attempts: attempts.filter((attempt) => attempt.deliveryId === row.delivery.id) }));
}

/** Manual replay: the delivery goes back to the queue for a fresh round of attempts, same webhook-id. */
export async function replayDelivery({ ctx, endpointId, deliveryId }: { ctx: ServiceContext; endpointId: string; deliveryId: string }) {
  const endpoint = await getWebhookEndpointOrThrow({ ctx, endpointId });
  const [row] = await ctx.db
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)))
    .returning();
  if (!row) throw new AppError("webhook_delivery_not_found", "No delivery with this id for this endpoint.");
  await notifyWork(ctx.db, "webhooks");
  const [event] = await ctx.db.select({ type: events.type }).from(events).where(eq(events.id, row.eventId));
  return { delivery: row, eventType: event?.type ?? "" };
}
