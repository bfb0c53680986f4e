import { eq } from "drizzle-orm";

import { webhookEndpoints } from "@/db/schema";

import type { WebhookEndpointRequest } from "../requests";
import { recordAuditForActorEmployers } from "../audit/record-audit";

import { getWebhookEndpointOrThrow, partnerClientId } from "./get-webhook-endpoint-or-throw";

export async function deleteWebhookEndpoint({ ctx, endpointId }: WebhookEndpointRequest): Promise<void> {
  partnerClientId(ctx.actor);
  const endpoint = await getWebhookEndpointOrThrow({ ctx, endpointId });
  await ctx.db.update(webhookEndpoints).set({ deletedAt: new Date() }).where(eq(webhookEndpoints.id, endpoint.id));
  await recordAuditForActorEmployers({
    ctx,
    entry: { action: "webhook_endpoint.deleted", target: { type: "webhook_endpoint", id: endpoint.id } },
  });
}
