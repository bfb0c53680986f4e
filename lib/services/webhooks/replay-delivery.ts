import { and, eq, exists } from "drizzle-orm";

import { events, webhookDeliveries } from "@/db/schema";
import { notifyWork } from "@/db/work-channels";
import { AppError } from "@/lib/errors/app-error";

import type { WebhookEndpointRequest } from "../requests";
import { authorize } from "../authorize";
import { recordAuditForActorEmployers } from "../audit/record-audit";

import { deliveryScope } from "./delivery-scope";
import { getWebhookEndpointOrThrow } from "./get-webhook-endpoint-or-throw";

/** Manual replay: the delivery goes back to the queue for a fresh round of attempts, same webhook-id. */
export async function replayDelivery({ ctx, endpointId, deliveryId }: WebhookEndpointRequest & { deliveryId: string }) {
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
