import { and, desc, eq, isNull } from "drizzle-orm";

import { webhookEndpoints, type WebhookEndpointRow } from "@/db/schema";
import { createId } from "@/lib/ids";
import type { CreateWebhookEndpointInput } from "@/lib/schemas/webhook-endpoint";
import { encryptCurrentSecret, generateWebhookSecret, rotatedSecretColumns } from "@/lib/webhooks/endpoint-secrets";
import { assertUsableWebhookUrl } from "@/lib/webhooks/url-policy";

import type { ServiceContext } from "../context";

import { getWebhookEndpointOrThrow, partnerClientId } from "./get-webhook-endpoint-or-throw";
import { recordAuditForActorEmployers } from "../audit/record-audit";

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

export async function listWebhookEndpoints({ ctx }: { ctx: ServiceContext }): Promise<WebhookEndpointRow[]> {
  return ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.clientId, partnerClientId(ctx.actor)), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.createdAt));
}

export async function deleteWebhookEndpoint({
  ctx,
  endpointId,
}: {
  ctx: ServiceContext;
  endpointId: string;
}): Promise<void> {
  partnerClientId(ctx.actor);
  const endpoint = await getWebhookEndpointOrThrow({ ctx, endpointId });
  await ctx.db.update(webhookEndpoints).set({ deletedAt: new Date() }).where(eq(webhookEndpoints.id, endpoint.id));
  await recordAuditForActorEmployers({
    ctx,
    entry: { action: "webhook_endpoint.deleted", target: { type: "webhook_endpoint", id: endpoint.id } },
  });
}

/** A new secret, shown once; the old one keeps signing beside it for a day. */
export async function rotateWebhookSecret({ ctx, endpointId }: { ctx: ServiceContext; endpointId: string }) {
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
