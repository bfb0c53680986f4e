import { z } from "zod";

import { EVENT_TYPES } from "@/lib/domain/events/event-types";
import { aliasResolved, SUPPORTED_API_VERSIONS } from "@/lib/versions";

const eventType = z.string().refine((value) => value === "*" || (EVENT_TYPES as readonly string[]).includes(value), {
  params: { code: "event_type_unknown" },
  message: `Use "*" or one of: ${EVENT_TYPES.join(", ")}.`,
});

export const createWebhookEndpointSchema = z.strictObject({
  url: z.string().trim().min(1).max(2048),
  events: z.array(eventType).min(1).max(50).meta({
    description: 'Event types as the endpoint\'s API version names them, or `["*"]` for every type.',
  }),
  description: z.string().trim().max(200).nullish(),
  apiVersion: z.preprocess(aliasResolved, z.enum(SUPPORTED_API_VERSIONS)).optional().meta({
    description:
      "The API version this endpoint's payloads follow, fixed for its life (to move to another, register a new endpoint beside it, then delete this one). Default: the request's version (its `API-Version` header, else your client's pinned version).",
  }),
});
export type CreateWebhookEndpointInput = z.output<typeof createWebhookEndpointSchema>;

/** GET /api/webhook-endpoints/{id}/deliveries. */
export const deliveriesQuerySchema = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(25) });
