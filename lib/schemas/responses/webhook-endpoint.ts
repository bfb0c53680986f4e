import { z } from "zod";

import { LATEST_API_VERSION, SUPPORTED_API_VERSIONS } from "@/lib/versions";

import { listOf, nullableTimestamp, prefixedId, timestamp } from "./common";

export const webhookEndpointSchema = z
  .strictObject({
    id: prefixedId("whep", "whep_6Yt8Ui0Op2As4Df6Gh8Jk0"),
    object: z.literal("webhook_endpoint"),
    url: z.string().meta({ example: "https://partner.example/webhooks/benefits" }),
    events: z.array(z.string()).meta({
      description: 'The event types it receives, as its API version names them, or `["*"]`.',
      example: ["*"],
    }),
    description: z.string().nullable(),
    apiVersion: z.enum(SUPPORTED_API_VERSIONS).nullable().meta({
      description:
        "The API version its payloads follow (each payload's `apiVersion` says so too). null for an endpoint registered before endpoints had a version: it follows your client's pinned version.",
      example: LATEST_API_VERSION,
    }),
    createdAt: timestamp,
    status: z.enum(["enabled", "disabled"]).meta({
      description:
        "disabled: every attempt failed for days (5 by default), so nothing is sent until you re-enable it (`POST …/enable`); its deliveries wait meanwhile.",
    }),
    disabledAt: nullableTimestamp,
    failingSince: nullableTimestamp.meta({
      description: "When the current streak of failed attempts began; null while deliveries succeed.",
    }),
    secret: z.string().optional().meta({
      description: "The signing secret (whsec_…): only on creation and rotation. Store it; it is never shown again.",
    }),
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpointResponse = z.input<typeof webhookEndpointSchema>;

export const deletedWebhookEndpointSchema = z
  .strictObject({ id: z.string(), object: z.literal("webhook_endpoint"), deleted: z.literal(true) })
  .meta({ id: "DeletedWebhookEndpoint" });
export type DeletedWebhookEndpointResponse = z.input<typeof deletedWebhookEndpointSchema>;

export const webhookDeliverySchema = z
  .strictObject({
    id: prefixedId("msg", "msg_3fX5Ke7Lq9Zs1Wd3Rf5Tg7"),
    object: z.literal("webhook_delivery"),
    eventId: prefixedId("evt", "evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8"),
    eventType: z.string(),
    status: z.string().meta({ description: "pending, delivered or failed." }),
    attempts: z.number().int(),
    nextAttemptAt: nullableTimestamp,
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    createdAt: timestamp,
    deliveredAt: nullableTimestamp,
    attemptLog: z.array(
      z.strictObject({
        attempt: z.number().int(),
        startedAt: timestamp,
        durationMs: z.number().int(),
        statusCode: z.number().int().nullable(),
        error: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDeliveryResponse = z.input<typeof webhookDeliverySchema>;

export const webhookEndpointListSchema = listOf(webhookEndpointSchema);
export const webhookDeliveryListSchema = listOf(webhookDeliverySchema);
