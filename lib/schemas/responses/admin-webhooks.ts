import { z } from "zod";

import { listOf, nullableTimestamp, timestamp } from "./common";
import { webhookDeliverySchema, webhookEndpointSchema } from "./webhook-endpoint";

/** GET /api/admin/webhook-endpoints/{id}/deliveries: one page of deliveries, newest first. */
export const adminDeliveryPageSchema = z.strictObject({
  data: z.array(webhookDeliverySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminDeliveryPage = z.output<typeof adminDeliveryPageSchema>;

/** The latest failed attempt's answer: an HTTP status, or an error (`timeout: …`, `connection_error: …`). */
const attemptAnswerSchema = z.strictObject({ statusCode: z.number().int().nullable(), error: z.string().nullable() });

/**
 * Whether deliveries get through to an endpoint (lib/domain/events/webhook-reachability.ts): since when
 * nothing has (the first failed attempt after the last success), and the answer that stands.
 */
export const webhookReachabilitySchema = z.discriminatedUnion("state", [
  z.strictObject({ state: z.literal("untried") }),
  z.strictObject({ state: z.literal("reachable"), lastSuccessAt: timestamp }),
  z.strictObject({
    state: z.literal("not_reachable"),
    since: timestamp,
    lastAnswer: attemptAnswerSchema.nullable(),
  }),
  z.strictObject({
    state: z.literal("disabled"),
    since: nullableTimestamp,
    disabledAt: timestamp,
    lastAnswer: attemptAnswerSchema.nullable(),
  }),
]);
export type WebhookReachabilityResponse = z.output<typeof webhookReachabilitySchema>;

/**
 * One row of GET /api/admin/webhook-endpoints: the endpoint, its client, whether it is reachable,
 * and its deliveries counted by what they are — waiting (never tried, or failed and due to be
 * retried), of those being retried, given up (failed every retry) — and its attempts in the last
 * 24 hours. The counts are of the deliveries HR may see (its employer's events, and test events).
 */
export const adminWebhookEndpointSchema = webhookEndpointSchema.extend({
  clientName: z.string(),
  reachability: webhookReachabilitySchema,
  deliveries: z.strictObject({
    waiting: z.number().int(),
    retrying: z.number().int(),
    gaveUp: z.number().int(),
  }),
  attemptsLastDay: z.strictObject({ total: z.number().int(), failed: z.number().int() }),
});
export type AdminWebhookEndpoint = z.output<typeof adminWebhookEndpointSchema>;
export const adminWebhookEndpointListSchema = listOf(adminWebhookEndpointSchema);
export type AdminWebhookEndpointList = z.output<typeof adminWebhookEndpointListSchema>;
