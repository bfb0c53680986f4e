import { eq } from "drizzle-orm";

import { webhookEndpoints } from "@/db/schema";
import { generateWebhookSecret, rotatedSecretColumns } from "@/lib/webhooks/endpoint-secrets";

import type { WebhookEndpointRequest } from "../requests";
import { recordAuditForActorEmployers } from "../audit/record-audit";

import { getWebhookEndpointOrThrow, partnerClientId } from "./get-webhook-endpoint-or-throw";

/** A new secret, shown once; the old one keeps signing beside it for a day. */
export async function rotateWebhookSecret({ ctx, endpointId }: WebhookEndpointRequest) {
  partnerClientId(ctx.actor);
  const endpoint = await getWebhookEndpointOrThrow({ ctx, endpointId });
  const secret = generateWebhookSecret();
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set(rotatedSecretColumns(endpoint, secret))
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  await recordAuditForActorEmployers({
    ctx,
    entry: {
      action: "webhook_endpoint.secret_rotated",
      target: { type: "webhook_endpoint", id: endpoint.id },
    },
  });
  return { endpoint: row!, secret };
}
