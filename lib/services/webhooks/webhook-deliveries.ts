import { and, asc, desc, eq, exists, inArray } from "drizzle-orm";

import { events, webhookAttempts, webhookDeliveries } from "@/db/schema";
import { notifyWork } from "@/db/work-channels";
import { AppError } from "@/lib/errors/app-error";

import type { ServiceContext } from "../context";

import { deliveryScope } from "./delivery-scope";
import { getWebhookEndpointOrThrow } from "./get-webhook-endpoint-or-throw";
import { authorize } from "../authorize";
import { recordAuditForActorEmployers } from "../audit/record-audit";

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type DeliveryFilter = { status?: (typeof DELIVERY_STATUSES)[number]; eventType?: string };

/**
 * Deliveries of an endpoint, newest first, each with its attempt log: `limit` of them after
 * `offset`, only those with the status or event type asked for, and only those the actor may see
 * (deliveryScope: HR, its employer's).
 */
export async function listDeliveries({
  ctx,
  endpointId,
  limit,
  offset = 0,
  filter = {},
}: {
  ctx: ServiceContext;
  endpointId: string;
  limit: number;
  offset?: number;
  filter?: DeliveryFilter;
}) {
  authorize(ctx.actor, "webhooks.manage");
  const endpoint = await getWebhookEndpointOrThrow({ ctx, endpointId });
  const deliveries = await ctx.db
    .select({ delivery: webhookDeliveries, eventType: events.type })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        deliveryScope(ctx.actor),
        filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
        filter.eventType ? eq(events.type, filter.eventType) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit)
    .offset(offset);
  const ids = deliveries.map((row) => row.delivery.id);
  const attempts = ids.length
    ? await ctx.db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, ids))
        .orderBy(asc(webhookAttempts.id))
    : [];
  return deliveries.map((row) => ({
    ...row,
    attempts: attempts.filter((attempt) => attempt.deliveryId === row.delivery.id),
  }));
}

/** Manual replay: the delivery goes back to the queue for a fresh round of attempts, same webhook-id. */
export async function replayDelivery({
  ctx,
  endpointId,
  deliveryId,
}: {
  ctx: ServiceContext;
  endpointId: string;
  deliveryId: string;
}) {
  authorize(ctx.actor, "webhooks.manage");
  const endpoint = await getWebhookEndpointOrThrow({ ctx, endpointId });
  const scope = deliveryScope(ctx.actor);
  const [row] = await ctx.db
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, endpoint.id),
        scope
          ? exists(
              ctx.db
                .select({ id: events.id })
                .from(events)
                .where(and(eq(events.id, webhookDeliveries.eventId), scope)),
            )
          : undefined,
      ),
    )
    .returning();
  if (!row) throw new AppError("webhook_delivery_not_found", "No delivery with this id for this endpoint.");
  await notifyWork(ctx.db, "webhooks");
  await recordAuditForActorEmployers({
    ctx,
    entry: {
      action: "webhook_delivery.replayed",
      target: { type: "webhook_delivery", id: row.id },
      details: { endpointId: endpoint.id },
    },
  });
  const [event] = await ctx.db.select({ type: events.type }).from(events).where(eq(events.id, row.eventId));
  return { delivery: row, eventType: event?.type ?? "" };
}
