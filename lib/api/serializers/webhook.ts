import type { WebhookDeliveryRow, WebhookEndpointRow } from "@/db/schema";
import { apiVersionNamed, forVersion, type ApiVersion } from "@/lib/versions";
import type { Reachability } from "@/lib/domain/events/webhook-reachability";
import type { WebhookReachabilityResponse } from "@/lib/schemas/responses/admin-webhooks";
import type { WebhookDeliveryResponse, WebhookEndpointResponse } from "@/lib/schemas/responses/webhook-endpoint";

/** The subscribed types as the endpoint's version names them (a stored type its version folds into another shows as that one). */
function eventTypesAsNamedIn(types: readonly string[], version: ApiVersion | undefined): string[] {
  if (!version) return [...types];
  return [
    ...new Set(types.map((type) => (type === "*" ? type : forVersion("event", { type, data: {} }, version).type))),
  ];
}

export function serializeWebhookEndpoint(row: WebhookEndpointRow, secret?: string): WebhookEndpointResponse {
  const apiVersion = row.apiVersion === null ? undefined : apiVersionNamed(row.apiVersion);
  return {
    id: row.id,
    object: "webhook_endpoint",
    url: row.url,
    events: eventTypesAsNamedIn(row.eventTypes, apiVersion),
    description: row.description,
    apiVersion: apiVersion ?? null,
    createdAt: row.createdAt.toISOString(),
    status: row.disabledAt ? "disabled" : "enabled",
    disabledAt: row.disabledAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    // Shown once, on creation and rotation; store it, it is never shown again.
    ...(secret ? { secret } : {}),
  };
}

type Attempt = {
  attempt: number;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
};

export function serializeDelivery(
  delivery: WebhookDeliveryRow,
  eventType: string,
  attempts: Attempt[],
): WebhookDeliveryResponse {
  return {
    id: delivery.id,
    object: "webhook_delivery",
    eventId: delivery.eventId,
    eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.status === "pending" ? delivery.nextAttemptAt.toISOString() : null,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt.toISOString(),
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    attemptLog: attempts.map((a) => ({
      attempt: a.attempt,
      startedAt: a.startedAt.toISOString(),
      durationMs: a.durationMs,
      statusCode: a.statusCode,
      error: a.error,
    })),
  };
}

type Answer = { statusCode: number | null; error: string | null } | null;

/** An endpoint's reachability as HR's webhooks page reads it; the answer only while nothing gets through. */
export function serializeReachability(reachability: Reachability, lastAnswer: Answer): WebhookReachabilityResponse {
  switch (reachability.state) {
    case "untried":
      return { state: "untried" };
    case "reachable":
      return { state: "reachable", lastSuccessAt: reachability.lastSuccessAt.toISOString() };
    case "not_reachable":
      return { state: "not_reachable", since: reachability.since.toISOString(), lastAnswer };
    case "disabled":
      return {
        state: "disabled",
        since: reachability.since?.toISOString() ?? null,
        disabledAt: reachability.disabledAt.toISOString(),
        lastAnswer,
      };
  }
}
