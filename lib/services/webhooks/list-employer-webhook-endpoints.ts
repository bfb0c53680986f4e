import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";

import {
  apiClientEmployers,
  apiClients,
  events,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "@/db/schema";
import { webhookReachability } from "@/lib/domain/events/webhook-reachability";

import type { EmployerContext } from "../context";

import { deliveryScope } from "./delivery-scope";
import { authorize } from "../authorize";

const DAY_MS = 24 * 60 * 60 * 1000;
const asDate = (expression: SQL) => expression.mapWith(webhookAttempts.startedAt);
const asCount = (expression: SQL) => expression.mapWith(Number);

/**
 * The webhook endpoints of the API clients bound to the employer in scope, each with what its
 * attempts say about it (lib/domain/events/webhook-reachability.ts) and its deliveries counted, in one
 * statement that reads each table once for all the endpoints. Reachability comes from every
 * attempt to the endpoint (the receiver is one receiver); the counts only from the deliveries HR
 * may see (deliveryScope).
 */
export async function listEmployerWebhookEndpoints({ ctx, now = new Date() }: { ctx: EmployerContext; now?: Date }) {
  authorize(ctx.actor, "webhooks.manage");
  const { db, employerId } = ctx;
  const scope = deliveryScope(ctx.actor) ?? sql`true`;
  const inScope = and(eq(apiClientEmployers.employerId, employerId), isNull(webhookEndpoints.deletedAt));
  const scoped = db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .innerJoin(apiClientEmployers, eq(apiClientEmployers.clientId, webhookEndpoints.clientId))
    .where(inScope);

  // Every attempt to these endpoints, once: whether it got a 2xx, and whether HR may count it.
  const attempts = db.$with("endpoint_attempts").as(
    db
      .select({
        endpointId: webhookDeliveries.endpointId,
        id: webhookAttempts.id,
        startedAt: webhookAttempts.startedAt,
        statusCode: webhookAttempts.statusCode,
        error: webhookAttempts.error,
        ok: sql<boolean>`coalesce(${webhookAttempts.statusCode} between 200 and 299, false)`.as("ok"),
        visible: sql<boolean>`coalesce(${scope}, false)`.as("visible"),
      })
      .from(webhookDeliveries)
      .innerJoin(webhookAttempts, eq(webhookAttempts.deliveryId, webhookDeliveries.id))
      .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
      .where(inArray(webhookDeliveries.endpointId, scoped)),
  );
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const history = db.$with("endpoint_history").as(
    db
      .select({
        endpointId: attempts.endpointId,
        lastSuccessAt: asDate(sql`max(${attempts.startedAt}) filter (where ${attempts.ok})`).as("last_success_at"),
        lastFailureAt: asDate(sql`max(${attempts.startedAt}) filter (where not ${attempts.ok})`).as("last_failure_at"),
        attemptsLastDay: asCount(
          sql`count(*) filter (where ${attempts.visible} and ${attempts.startedAt} > ${dayAgo.toISOString()}::timestamptz)`,
        ).as("attempts_last_day"),
        failedLastDay: asCount(
          sql`count(*) filter (where ${attempts.visible} and ${attempts.startedAt} > ${dayAgo.toISOString()}::timestamptz and not ${attempts.ok})`,
        ).as("failed_last_day"),
      })
      .from(attempts)
      .groupBy(attempts.endpointId),
  );
  // The failed attempts since the last success: when the failing began, and the latest answer.
  const latestFirst = sql`order by ${attempts.startedAt} desc, ${attempts.id} desc`;
  const failing = db.$with("endpoint_failing").as(
    db
      .select({
        endpointId: attempts.endpointId,
        since: asDate(sql`min(${attempts.startedAt})`).as("failing_since_attempt"),
        statusCode: sql<number | null>`(array_agg(${attempts.statusCode} ${latestFirst}))[1]`.as("last_status_code"),
        error: sql<string | null>`(array_agg(${attempts.error} ${latestFirst}))[1]`.as("last_error"),
      })
      .from(attempts)
      .innerJoin(history, eq(history.endpointId, attempts.endpointId))
      .where(and(sql`not ${attempts.ok}`, sql`${attempts.startedAt} > coalesce(${history.lastSuccessAt}, '-infinity')`))
      .groupBy(attempts.endpointId),
  );
  // Waiting: not sent yet, or failed and due to be retried (its last attempt recorded an error; a
  // replay starts again from 0 attempts); given up: failed every retry.
  const backlog = db.$with("endpoint_backlog").as(
    db
      .select({
        endpointId: webhookDeliveries.endpointId,
        waiting: asCount(sql`count(*) filter (where ${webhookDeliveries.status} = 'pending')`).as("waiting"),
        retrying: asCount(
          sql`count(*) filter (where ${webhookDeliveries.status} = 'pending' and ${webhookDeliveries.attempts} > 0 and ${webhookDeliveries.lastError} is not null)`,
        ).as("retrying"),
        gaveUp: asCount(sql`count(*) filter (where ${webhookDeliveries.status} = 'failed')`).as("gave_up"),
      })
      .from(webhookDeliveries)
      .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
      .where(and(inArray(webhookDeliveries.endpointId, scoped), scope))
      .groupBy(webhookDeliveries.endpointId),
  );

  const rows = await db
    .with(attempts, history, failing, backlog)
    .select({
      endpoint: webhookEndpoints,
      clientName: apiClients.name,
      lastSuccessAt: history.lastSuccessAt,
      lastFailureAt: history.lastFailureAt,
      attemptsLastDay: history.attemptsLastDay,
      failedLastDay: history.failedLastDay,
      firstFailureAfterSuccessAt: failing.since,
      lastStatusCode: failing.statusCode,
      lastError: failing.error,
      waiting: backlog.waiting,
      retrying: backlog.retrying,
      gaveUp: backlog.gaveUp,
    })
    .from(webhookEndpoints)
    .innerJoin(apiClients, eq(apiClients.id, webhookEndpoints.clientId))
    .innerJoin(apiClientEmployers, eq(apiClientEmployers.clientId, webhookEndpoints.clientId))
    .leftJoin(history, eq(history.endpointId, webhookEndpoints.id))
    .leftJoin(failing, eq(failing.endpointId, webhookEndpoints.id))
    .leftJoin(backlog, eq(backlog.endpointId, webhookEndpoints.id))
    .where(inScope)
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));

  return rows.map((row) => ({
    endpoint: row.endpoint,
    clientName: row.clientName,
    reachability: webhookReachability({
      lastSuccessAt: row.lastSuccessAt,
      lastFailureAt: row.lastFailureAt,
      firstFailureAfterSuccessAt: row.firstFailureAfterSuccessAt,
      disabledAt: row.endpoint.disabledAt,
      failingSince: row.endpoint.failingSince,
    }),
    // The latest failed attempt's answer while nothing has got through since; else null.
    lastFailure:
      row.lastStatusCode !== null || row.lastError !== null
        ? { statusCode: row.lastStatusCode, error: row.lastError }
        : null,
    deliveries: { waiting: row.waiting ?? 0, retrying: row.retrying ?? 0, gaveUp: row.gaveUp ?? 0 },
    attemptsLastDay: { total: row.attemptsLastDay ?? 0, failed: row.failedLastDay ?? 0 },
  }));
}
