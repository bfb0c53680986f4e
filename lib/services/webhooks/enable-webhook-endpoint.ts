import { and, eq, gt, isNotNull } from "drizzle-orm";

import { webhookDeliveries, webhookEndpoints, type WebhookEndpointRow } from "@/db/schema";
import { notifyWork } from "@/db/work-channels";
import { inTransaction } from "@/db/transaction";
import { recordEndpointEvent } from "@/lib/webhooks/endpoint-events";

import type { WebhookEndpointRequest } from "../requests";

import { getWebhookEndpointOrThrow } from "./get-webhook-endpoint-or-throw";
import { authorize } from "../authorize";
import { recordAuditForActorEmployers } from "../audit/record-audit";

/**
 * Re-enables an endpoint the circuit breaker disabled, for its partner client or an HR admin of an
 * employer it serves: its failure streak starts afresh, the deliveries that waited are sent now
 * (oldest first, under the per-endpoint cap), and `webhook-endpoint.enabled` is recorded. An
 * endpoint that is not disabled is returned unchanged.
 */
export async function enableWebhookEndpoint({ ctx, endpointId }: WebhookEndpointRequest): Promise<WebhookEndpointRow> {
  authorize(ctx.actor, "webhooks.manage");
  const endpoint = await getWebhookEndpointOrThrow({ ctx, endpointId });
  if (!endpoint.disabledAt) return endpoint;
  // Only a partner or an admin reaches an endpoint (getWebhookEndpointOrThrow).
  const enabledBy = ctx.actor.type === "admin" ? "admin" : "partner";
  await recordAuditForActorEmployers({
    ctx,
    entry: { action: "webhook_endpoint.enabled", target: { type: "webhook_endpoint", id: endpoint.id } },
  });
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .update(webhookEndpoints)
      .set({ disabledAt: null, consecutiveFailures: 0, failingSince: null })
      .where(and(eq(webhookEndpoints.id, endpoint.id), isNotNull(webhookEndpoints.disabledAt)))
      .returning();
    // Enabled meanwhile by someone else: nothing more to do.
    if (!row) return { ...endpoint, disabledAt: null, consecutiveFailures: 0, failingSince: null };
    const now = new Date();
    await tx.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: now })
      .where(
        and(
          eq(webhookDeliveries.endpointId, row.id),
          eq(webhookDeliveries.status, "pending"),
          gt(webhookDeliveries.nextAttemptAt, now),
        ),
      );
    await recordEndpointEvent({ ctx: tx, endpoint: row, type: "webhook-endpoint.enabled", data: { enabledBy } });
    await notifyWork(tx.db, "webhooks");
    return row;
  });
}
