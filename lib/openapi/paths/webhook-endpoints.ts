import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { createWebhookEndpointSchema, deliveriesQuerySchema } from "@/lib/schemas/webhook-endpoint";
import {
  deletedWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
} from "@/lib/schemas/responses/webhook-endpoint";

import { registerOperation } from "../operation";

const ENDPOINTS = "/api/webhook-endpoints";

export function registerWebhookEndpointPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: ENDPOINTS,
    operationId: "createWebhookEndpoint",
    summary: "Register a webhook endpoint",
    description:
      'The answer carries the signing `secret` (`whsec_…`) this once. `events`: event types, or `["*"]` for all. In production configuration only public `https` URLs are accepted.',
    tag: "Webhook endpoints",
    body: {
      schema: createWebhookEndpointSchema,
      example: { url: "https://partner.example/webhooks/benefits", events: ["*"], description: "Production receiver" },
    },
    success: { status: 201, description: "The endpoint, with its secret.", schema: webhookEndpointSchema },
  });
  registerOperation(registry, {
    method: "get",
    path: ENDPOINTS,
    operationId: "listWebhookEndpoints",
    summary: "List webhook endpoints",
    tag: "Webhook endpoints",
    success: { status: 200, description: "Your client's endpoints (no secrets).", schema: webhookEndpointListSchema },
  });
  registerOperation(registry, {
    method: "get",
    path: `${ENDPOINTS}/{endpointId}`,
    operationId: "getWebhookEndpoint",
    summary: "Get a webhook endpoint",
    tag: "Webhook endpoints",
    success: { status: 200, description: "The endpoint (no secret).", schema: webhookEndpointSchema },
  });
  registerOperation(registry, {
    method: "delete",
    path: `${ENDPOINTS}/{endpointId}`,
    operationId: "deleteWebhookEndpoint",
    summary: "Delete a webhook endpoint",
    description: "Stops deliveries to it.",
    tag: "Webhook endpoints",
    success: { status: 200, description: "Deleted.", schema: deletedWebhookEndpointSchema },
  });
  registerOperation(registry, {
    method: "post",
    path: `${ENDPOINTS}/{endpointId}/rotate-secret`,
    operationId: "rotateWebhookSecret",
    summary: "Rotate the signing secret",
    description:
      "A new secret, shown once. The old one keeps signing beside it for 24 hours (two signatures in `webhook-signature`).",
    tag: "Webhook endpoints",
    success: { status: 200, description: "The endpoint, with its new secret.", schema: webhookEndpointSchema },
  });
  registerOperation(registry, {
    method: "post",
    path: `${ENDPOINTS}/{endpointId}/enable`,
    operationId: "enableWebhookEndpoint",
    summary: "Re-enable a disabled endpoint",
    description:
      "An endpoint whose every attempt failed for days (5 by default) is disabled (`status: disabled`, and a `webhook-endpoint.disabled` event to your other endpoints). Once it answers again, re-enable it: the deliveries that waited are sent at once, oldest first. An endpoint that is not disabled is returned unchanged.",
    tag: "Webhook endpoints",
    success: { status: 200, description: "The endpoint, enabled.", schema: webhookEndpointSchema },
  });
  registerOperation(registry, {
    method: "post",
    path: `${ENDPOINTS}/{endpointId}/test`,
    operationId: "testWebhookEndpoint",
    summary: "Send a test event",
    description:
      "Queues a `webhook-endpoint.test` event for this endpoint only, whatever it subscribes to, signed and retried like every event. The answer is its delivery: follow it under `…/deliveries`. Test events are not listed by `GET /api/events`. A disabled endpoint is `409 webhook_endpoint_disabled`: re-enable it first.",
    tag: "Webhook endpoints",
    success: {
      status: 202,
      description: "Queued; `id` is the delivery (and its `webhook-id`).",
      schema: webhookDeliverySchema,
    },
    errors: ["webhook_endpoint_disabled"],
  });
  registerOperation(registry, {
    method: "get",
    path: `${ENDPOINTS}/{endpointId}/deliveries`,
    operationId: "listWebhookDeliveries",
    summary: "List deliveries",
    description: "Recent deliveries, newest first, with the log of every attempt.",
    tag: "Webhook endpoints",
    query: deliveriesQuerySchema,
    success: { status: 200, description: "The deliveries.", schema: webhookDeliveryListSchema },
  });
  registerOperation(registry, {
    method: "post",
    path: `${ENDPOINTS}/{endpointId}/deliveries/{deliveryId}/replay`,
    operationId: "replayWebhookDelivery",
    summary: "Replay a delivery",
    description: "A fresh round of attempts with the same `webhook-id`.",
    tag: "Webhook endpoints",
    success: { status: 202, description: "Queued.", schema: webhookDeliverySchema },
  });
}
