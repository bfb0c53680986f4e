import { and, asc, desc, eq, inArray } from "drizzle-orm";

import { events, webhookAttempts, webhookDeliveries } from "@/db/schema";

import type { WebhookEndpointRequest } from "../requests";
import { authorize } from "../authorize";

import { deliveryScope } from "./delivery-scope";
import { getWebhookEndpointOrThrow } from "./get-webhook-endpoint-or-throw";
import type { DeliveryFilter } from "./webhook-deliveries";

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
}: WebhookEndpointRequest & { limit: number; offset?: number; filter?: DeliveryFilter }) {
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
