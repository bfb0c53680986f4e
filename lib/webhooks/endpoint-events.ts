import { eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { apiClientEmployers } from "@/db/schema";
import type { EventType } from "@/lib/domain/events/event-types";

import { recordEvent } from "@/lib/events/record-event";

type Endpoint = { id: string; clientId: string; url: string };

/**
 * An event about an endpoint's own state, for each employer its client is bound to, delivered
 * only to that client's endpoints: other clients of the employer never learn of it. The endpoint
 * itself is among them when it subscribes: a disabled one gets it once it is re-enabled.
 */
export async function recordEndpointEvent({
  ctx,
  endpoint,
  type,
  data,
}: {
  ctx: { db: Queryable };
  endpoint: Endpoint;
  type: Extract<EventType, `webhook-endpoint.${string}`>;
  data: Record<string, unknown>;
}): Promise<void> {
  const bindings = await ctx.db
    .select({ employerId: apiClientEmployers.employerId })
    .from(apiClientEmployers)
    .where(eq(apiClientEmployers.clientId, endpoint.clientId));
  for (const { employerId } of bindings) {
    await recordEvent({
      ctx,
      type,
      employerId,
      clientId: endpoint.clientId,
      data: { employerId, endpointId: endpoint.id, url: endpoint.url, ...data },
    });
  }
}
