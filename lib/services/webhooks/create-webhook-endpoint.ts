import { webhookEndpoints } from "@/db/schema";
import { createId } from "@/lib/ids";
import type { CreateWebhookEndpointInput } from "@/lib/schemas/webhook-endpoint";
import { encryptCurrentSecret, generateWebhookSecret } from "@/lib/webhooks/endpoint-secrets";
import { assertUsableWebhookUrl } from "@/lib/webhooks/url-policy";

import type { ServiceContext } from "../context";
import { recordAuditForActorEmployers } from "../audit/record-audit";

import { partnerClientId } from "./get-webhook-endpoint-or-throw";

/** Registers an endpoint for the partner's client; the signing secret is returned this once. */
export async function createWebhookEndpoint({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: CreateWebhookEndpointInput;
}) {
  const clientId = partnerClientId(ctx.actor);
  const url = await assertUsableWebhookUrl(input.url);
  const id = createId("whep");
  const secret = generateWebhookSecret();
  const [row] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      id,
      clientId,
      url,
      eventTypes: [...new Set(input.events)],
      description: input.description ?? null,
      secretEncrypted: encryptCurrentSecret(id, secret),
    })
    .returning();
  await recordAuditForActorEmployers({
    ctx,
    entry: {
      action: "webhook_endpoint.created",
      target: { type: "webhook_endpoint", id },
      details: { url: row!.url, events: row!.eventTypes },
    },
  });
  return { endpoint: row!, secret };
}
