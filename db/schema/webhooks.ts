import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { apiClients } from "./api-clients";
import { belongsTo, createdAt, traceparent, workQueueColumns } from "./columns";
import { events } from "./events";

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    clientId: belongsTo("client_id", () => apiClients.id),
    url: text("url").notNull(),
    // Event types, or ["*"] for all.
    eventTypes: jsonb("event_types").$type<string[]>().notNull(),
    description: text("description"),
    // The API version its payloads are shaped for, fixed when it was made; null (endpoints made
    // before endpoints had one) follows the client's pinned version.
    apiVersion: text("api_version"),
    // Encrypted, not hashed: we need the secret itself to sign.
    secretEncrypted: text("secret_encrypted").notNull(),
    // After a rotation the old secret also signs until it expires, so receivers can switch over.
    previousSecretEncrypted: text("previous_secret_encrypted"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    // The circuit breaker: the current streak of failed attempts (reset by any success), and when
    // it began. An endpoint failing for WEBHOOK_DISABLE_AFTER_DAYS is disabled: nothing is sent
    // to it (its deliveries wait) until the partner or HR re-enables it.
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    failingSince: timestamp("failing_since", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (table) => [index("webhook_endpoints_client_id_idx").on(table.clientId)],
);

// One delivery per (event, endpoint), created in the event's transaction. `id` is the
// Standard Webhooks message id (`webhook-id`), the same on every retry so receivers can dedupe.
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    eventId: belongsTo("event_id", () => events.id),
    endpointId: belongsTo("endpoint_id", () => webhookEndpoints.id),
    status: text("status").notNull().default("pending"),
    ...workQueueColumns(),
    lastStatusCode: integer("last_status_code"),
    createdAt: createdAt(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    traceparent: traceparent(),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_event_id_endpoint_id_uq").on(table.eventId, table.endpointId),
    index("webhook_deliveries_status_next_attempt_at_idx").on(table.status, table.nextAttemptAt),
    index("webhook_deliveries_endpoint_id_created_at_idx").on(table.endpointId, table.createdAt),
    // The claim's per-endpoint questions, each answered from a few index entries whatever the
    // backlog: an endpoint's oldest waiting delivery, and how many are in flight (leased).
    index("webhook_deliveries_pending_endpoint_idx")
      .on(table.endpointId, table.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index("webhook_deliveries_leased_endpoint_idx")
      .on(table.endpointId, table.lockedUntil)
      .where(sql`locked_until is not null`),
  ],
);

export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: belongsTo("delivery_id", () => webhookDeliveries.id),
    attempt: integer("attempt").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    durationMs: integer("duration_ms").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    responseSnippet: text("response_snippet"),
  },
  (table) => [index("webhook_attempts_delivery_id_idx").on(table.deliveryId)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
