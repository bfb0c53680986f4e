import { z } from "zod";

import { EVENT_TYPES } from "@/lib/domain/events/event-types";

const eventType = z.string().refine((value) => value === "*" || (EVENT_TYPES as readonly string[]).includes(value), {
  params: { code: "event_type_unknown" },
  message: `Use "*" or one of: ${EVENT_TYPES.join(", ")}.`,
});

export const createWebhookEndpointSchema = z.strictObject({
  url: z.string().trim().min(1).max(2048),
  events: z.array(eventType).min(1).max(50),
  description: z.string().trim().max(200).nullish(),
});
export type CreateWebhookEndpointInput = z.output<typeof createWebhookEndpointSchema>;

/** GET /api/webhook-endpoints/{id}/deliveries. */
export const deliveriesQuerySchema = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(25) });
