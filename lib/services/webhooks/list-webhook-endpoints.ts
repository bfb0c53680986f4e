import { and, desc, eq, isNull } from "drizzle-orm";

import { webhookEndpoints, type WebhookEndpointRow } from "@/db/schema";

import type { ServiceContext } from "../context";

import { partnerClientId } from "./get-webhook-endpoint-or-throw";

export async function listWebhookEndpoints({ ctx }: { ctx: ServiceContext }): Promise<WebhookEndpointRow[]> {
  return ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.clientId, partnerClientId(ctx.actor)), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.createdAt));
}
