import { and, eq, isNull, type SQL } from "drizzle-orm";

import { apiClientEmployers, webhookEndpoints, type WebhookEndpointRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { Actor } from "../context";
import type { WebhookEndpointRequest } from "../requests";

/**
 * Who reaches an endpoint: the partner client that registered it, and the HR admins of an
 * employer it is bound to (to watch deliveries and replay them). Anyone else: not found.
 */
export async function getWebhookEndpointOrThrow({
  ctx,
  endpointId,
}: WebhookEndpointRequest): Promise<WebhookEndpointRow> {
  const reach = reachable(ctx.actor);
  const [row] = reach
    ? await ctx.db
        .select({ endpoint: webhookEndpoints })
        .from(webhookEndpoints)
        .leftJoin(apiClientEmployers, eq(apiClientEmployers.clientId, webhookEndpoints.clientId))
        .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.deletedAt), reach))
        .limit(1)
    : [];
  if (!row) throw new AppError("webhook_endpoint_not_found", notFoundDetail(ctx.actor));
  return row.endpoint;
}

function reachable(actor: Actor): SQL | undefined {
  if (actor.type === "partner") return eq(webhookEndpoints.clientId, actor.clientId);
  if (actor.type === "admin") return eq(apiClientEmployers.employerId, actor.employerId);
  return undefined;
}

const notFoundDetail = (actor: Actor) =>
  actor.type === "admin"
    ? "No webhook endpoint with this id for your employer."
    : "No webhook endpoint with this id belongs to your client.";

/** The partner client a use case acts for; only partner routes call the partner-only use cases. */
export function partnerClientId(actor: Actor): string {
  if (actor.type !== "partner")
    throw new AppError("webhook_endpoint_not_found", "Webhook endpoints are managed by API clients.");
  return actor.clientId;
}
