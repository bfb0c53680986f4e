import { and, eq, isNull } from "drizzle-orm";

import { bulkInsert } from "@/db/bulk-insert";
import type { Queryable } from "@/db/client";
import { apiClientEmployers, apiClients, events, webhookDeliveries, webhookEndpoints, type EmployeeRow } from "@/db/schema";
import { createId } from "@/lib/ids";

import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";

export type EventInput = {
  type: string;
  employerId: string;
  employeeId?: string | null;
  data: Record<string, unknown>;
  /** The employee as this transaction leaves them, when the caller has the row (saves a read). */
  employeeRow?: EmployeeRow;
};

/**
 * Writes an outbox row and one delivery per subscribed webhook endpoint of the API clients bound to
 * the event's employer — never another employer's. Call it with the transaction that makes the
 * change, so the event and its deliveries exist exactly when the change does; the employee's
 * requirements projection is refreshed in it too. `data` never holds
 * PII beyond ids: webhooks fan it out.
 */
export async function recordEvent(tx: Queryable, input: EventInput): Promise<string> {
  const id = createId("evt");
  await tx.insert(events).values({
    id,
    type: input.type,
    employerId: input.employerId,
    employeeId: input.employeeId ?? null,
    data: input.data,
  });
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .innerJoin(apiClientEmployers, eq(apiClientEmployers.clientId, webhookEndpoints.clientId))
    .innerJoin(apiClients, eq(apiClients.id, webhookEndpoints.clientId))
    .where(and(eq(apiClientEmployers.employerId, input.employerId), isNull(webhookEndpoints.deletedAt), isNull(apiClients.revokedAt)));
  const subscribed = endpoints.filter((endpoint) => endpoint.eventTypes.includes("*") || endpoint.eventTypes.includes(input.type));
  if (subscribed.length > 0) {
    await tx.insert(webhookDeliveries).values(subscribed.map((endpoint) => ({ id: createId("msg"), eventId: id, endpointId: endpoint.id })));
  }
  // Every change to an employee's inputs writes an event, so this keeps HR's projection in step.
  // Card events change no input of the requirements (card creation has just evaluated them).
  if (input.employeeId && !input.type.startsWith("card.")) await refreshRequirementsProjection(tx, input.employeeId, new Date(), input.employeeRow);
  return id;
}

/**
 * Many events in one statement (eligibility imports), with their webhook deliveries. The caller
 * keeps the employees' requirement projections right itself.
 */
export async function recordEventsBulk(tx: Queryable, employerId: string, inputs: Array<Omit<EventInput, "employerId">>): Promise<void> {
  if (inputs.length === 0) return;
  const rows = inputs.map((input) => ({ id: createId("evt"), type: input.type, employerId, employeeId: input.employeeId ?? null, data: input.data }));
  await bulkInsert(tx, events, ["id", "type", "employerId", "employeeId", "data"], rows);
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .innerJoin(apiClientEmployers, eq(apiClientEmployers.clientId, webhookEndpoints.clientId))
    .innerJoin(apiClients, eq(apiClients.id, webhookEndpoints.clientId))
    .where(and(eq(apiClientEmployers.employerId, employerId), isNull(webhookEndpoints.deletedAt), isNull(apiClients.revokedAt)));
  const deliveries = rows.flatMap((event) =>
    endpoints
      .filter((endpoint) => endpoint.eventTypes.includes("*") || endpoint.eventTypes.includes(event.type))
      .map((endpoint) => ({ id: createId("msg"), eventId: event.id, endpointId: endpoint.id })),
  );
  for (let i = 0; i < deliveries.length; i += 1000) await tx.insert(webhookDeliveries).values(deliveries.slice(i, i + 1000));
}
