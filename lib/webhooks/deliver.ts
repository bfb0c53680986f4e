import { and, eq, gt, isNotNull, or, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";

import type { Db, Tx } from "@/db/client";
import { apiClients, events, webhookAttempts, webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { settleFailure } from "@/lib/queue/queue";
import { inQueuedItemSpan } from "@/lib/telemetry/jobs";
import { countWebhookDelivery } from "@/lib/telemetry/metrics";
import { apiVersionNamed, LATEST_API_VERSION } from "@/lib/versions";

import { deliveryQueue, type ClaimedDelivery } from "./claim-deliveries";
import { shouldDisableEndpoint } from "./circuit-breaker";
import { recordEndpointEvent } from "./endpoint-events";
import { signingSecrets } from "./endpoint-secrets";
import { eventPayload } from "@/lib/events/event-payload";
import { postJson, type PostResult } from "./http-post";
import type { UrlPolicy } from "./safe-url";
import { urlPolicy } from "./url-policy";

const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

export type DeliveryOptions = {
  timeoutMs?: number;
  retryScheduleMs?: number[];
  policy?: UrlPolicy;
  /** 0 in tests for exact timing; ±10 % in production so retries from an outage spread out. */
  jitter?: number;
  /** The circuit breaker: an endpoint failing for this long is disabled (WEBHOOK_DISABLE_AFTER_DAYS). */
  disableAfterDays?: number;
};

/**
 * Sends one claimed delivery and records the attempt. Each delivery settles on its own: the
 * worker starts it and moves on, so a receiver that never answers holds only its own slot.
 */
export function deliverClaimed(db: Db, delivery: ClaimedDelivery, options: DeliveryOptions = {}): Promise<void> {
  return inQueuedItemSpan(
    "webhook delivery",
    {
      traceparent: delivery.traceparent,
      attributes: {
        "webhook.delivery_id": delivery.id,
        "webhook.endpoint_id": delivery.endpointId,
        "webhook.attempt": delivery.attempts,
      },
    },
    () => deliver(db, delivery, options),
  );
}

async function deliver(db: Db, delivery: ClaimedDelivery, options: DeliveryOptions): Promise<void> {
  const [row] = await db
    .select({ event: events, endpoint: webhookEndpoints, pinnedApiVersion: apiClients.pinnedApiVersion })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(apiClients, eq(apiClients.id, webhookEndpoints.clientId))
    .where(eq(webhookDeliveries.id, delivery.id));
  if (!row || row.endpoint.deletedAt) {
    await db
      .update(webhookDeliveries)
      .set({ status: "failed", lastError: "endpoint deleted", lockedUntil: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    countWebhookDelivery("failed");
    return;
  }
  // The endpoint's own version; an endpoint made before endpoints had one follows the client's pin.
  const version =
    apiVersionNamed(row.endpoint.apiVersion ?? "") ?? apiVersionNamed(row.pinnedApiVersion) ?? LATEST_API_VERSION;
  const payload = JSON.stringify(eventPayload(row.event, version));
  const attemptAt = new Date();
  // Standard Webhooks: one signature per active secret, space-separated, so a rotation overlaps.
  const signature = signingSecrets(row.endpoint, attemptAt)
    .map((secret) => new Webhook(secret).sign(delivery.id, attemptAt, payload))
    .join(" ");
  const result = await postJson(
    row.endpoint.url,
    payload,
    {
      "webhook-id": delivery.id,
      "webhook-timestamp": String(Math.floor(attemptAt.getTime() / 1000)),
      "webhook-signature": signature,
    },
    { timeoutMs: options.timeoutMs ?? 10_000, policy: options.policy ?? urlPolicy() },
  );
  // A success clears the endpoint's failure streak; none to clear (the usual case) is no write.
  const streak = row.endpoint.consecutiveFailures > 0 || row.endpoint.failingSince !== null;
  await recordAttempt(db, delivery, attemptAt, result, options, streak);
}

async function recordAttempt(
  db: Db,
  delivery: ClaimedDelivery,
  startedAt: Date,
  result: PostResult,
  options: DeliveryOptions,
  streak: boolean,
): Promise<void> {
  const ok = result.kind === "response" && result.status >= 200 && result.status < 300;
  const statusCode = result.kind === "response" ? result.status : null;
  const error =
    result.kind === "error" ? `${result.code}: ${result.message}`.slice(0, 500) : ok ? null : `HTTP ${result.status}`;
  const queue = deliveryQueue({ retryScheduleMs: options.retryScheduleMs, jitter: options.jitter });
  const outcome = await inTransaction({ db }, async (tx): Promise<"delivered" | "retry_scheduled" | "dead"> => {
    await tx.db.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attempt: delivery.attempts,
      startedAt,
      durationMs: Math.round(result.durationMs),
      statusCode,
      error,
      responseSnippet: result.kind === "response" ? result.bodySnippet.slice(0, 500) : null,
    });
    let outcome: "delivered" | "retry_scheduled" | "dead" = "delivered";
    if (ok)
      await tx.db
        .update(webhookDeliveries)
        .set({
          status: "succeeded",
          lockedUntil: null,
          lastStatusCode: statusCode,
          lastError: null,
          deliveredAt: new Date(),
        })
        .where(eq(webhookDeliveries.id, delivery.id));
    else {
      const settled = await settleFailure(tx.db, queue, delivery, error ?? "failed", {
        delayMs: retryAfterMs(result, queue.backoff.delayMs(delivery.attempts)),
        set: { lastStatusCode: statusCode, deliveredAt: null },
      });
      outcome = settled === "dead" ? "dead" : "retry_scheduled";
    }
    if (!ok || streak)
      await updateFailureStreak(
        tx.db,
        delivery.endpointId,
        ok,
        startedAt,
        options.disableAfterDays ?? getEnv().WEBHOOK_DISABLE_AFTER_DAYS,
      );
    return outcome;
  });
  countWebhookDelivery(outcome);
  if (!ok)
    logger.info(
      { deliveryId: delivery.id, attempt: delivery.attempts, statusCode, error, exhausted: outcome === "dead" },
      "webhook attempt failed",
    );
}

/**
 * The circuit breaker, in the attempt's transaction: a success ends the endpoint's failure streak;
 * a failure extends it, and one that has lasted `disableAfterDays` disables the endpoint and
 * records `webhook-endpoint.disabled`.
 */
async function updateFailureStreak(
  db: Tx,
  endpointId: string,
  ok: boolean,
  attemptAt: Date,
  disableAfterDays: number,
): Promise<void> {
  if (ok) {
    await db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0, failingSince: null })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          or(gt(webhookEndpoints.consecutiveFailures, 0), isNotNull(webhookEndpoints.failingSince)),
        ),
      );
    return;
  }
  const [endpoint] = await db
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${attemptAt})`,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  const now = new Date();
  if (!endpoint || endpoint.deletedAt || !shouldDisableEndpoint(endpoint, now, disableAfterDays)) return;
  await db.update(webhookEndpoints).set({ disabledAt: now }).where(eq(webhookEndpoints.id, endpointId));
  await recordEndpointEvent({
    ctx: { db },
    endpoint,
    type: "webhook-endpoint.disabled",
    data: {
      failingSince: endpoint.failingSince!.toISOString(),
      consecutiveFailures: endpoint.consecutiveFailures,
      disabledAt: now.toISOString(),
    },
  });
  logger.warn(
    { endpointId, failingSince: endpoint.failingSince, failures: endpoint.consecutiveFailures },
    "webhook endpoint disabled after failing for days",
  );
}

/** The schedule's delay, or longer when the receiver's Retry-After asks for more time (up to a day). */
function retryAfterMs(result: PostResult, scheduled: number): number {
  const retryAfter = result.kind === "response" ? parseRetryAfter(result.headers["retry-after"]) : undefined;
  return Math.max(scheduled, Math.min(retryAfter ?? 0, MAX_RETRY_AFTER_MS));
}

export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
