import { and, desc, eq, isNull, sql } from "drizzle-orm";

import { apiClientEmployers, apiClients, webhookDeliveries, webhookEndpoints } from "@/db/schema";

import type { EmployerContext } from "../context";

/** The webhook endpoints of the API clients bound to the employer in scope, with delivery counts. */
export async function listEmployerWebhookEndpoints({ ctx }: { ctx: EmployerContext }) {
  const { db, employerId } = ctx;
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
