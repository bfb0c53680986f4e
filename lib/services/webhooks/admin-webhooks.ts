import { and, desc, eq, isNull, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { apiClientEmployers, apiClients, webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

/** The webhook endpoints of the API clients bound to an employer, with delivery counts. */
export async function listEmployerWebhookEndpoints(db: Db, employerId: string) {
  return db
    .select({
      endpoint: webhookEndpoints,
      clientName: apiClients.name,
      pending: sql<number>`(select count(*)::int from ${webhookDeliveries} d where d.endpoint_id = ${webhookEndpoints.id} and d.status = 'pending')`,
      failed: sql<number>`(select count(*)::int from ${webhookDeliveries} d where d.endpoint_id = ${webhookEndpoints.id} and d.status = 'failed')`,
    })
    .from(webhookEndpoints)
    .innerJoin(apiClients, eq(apiClients.id, webhookEndpoints.clientId))
    .innerJoin(apiClientEmployers, eq(apiClientEmployers.clientId, webhookEndpoints.clientId))
    .where(and(eq(apiClientEmployers.employerId, employerId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.createdAt));
}

/** The endpoint's client id, when the endpoint belongs to one of the employer's clients. */
export async function employerEndpointClientOrThrow(db: Db, { employerId, endpointId }: { employerId: string; endpointId: string }): Promise<string> {
  const [row] = await db
    .select({ clientId: webhookEndpoints.clientId })
    .from(webhookEndpoints)
    .innerJoin(apiClientEmployers, eq(apiClientEmployers.clientId, webhookEndpoints.clientId))
    .where(and(eq(webhookEndpoints.id, endpointId), eq(apiClientEmployers.employerId, employerId), isNull(webhookEndpoints.deletedAt)));
  if (!row) throw new AppError("webhook_endpoint_not_found", "No webhook endpoint with this id for your employer.");
  return row.clientId;
}
