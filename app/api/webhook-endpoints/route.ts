import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeWebhookEndpoint } from "@/lib/api/serializers/webhook";
import { withPartner } from "@/lib/api/with-partner";
import { createWebhookEndpointSchema } from "@/lib/schemas/webhook-endpoint";
import { createWebhookEndpoint } from "@/lib/services/webhooks/create-webhook-endpoint";
import { listWebhookEndpoints } from "@/lib/services/webhooks/list-webhook-endpoints";

const handlePOST = withPartner(async ({ request, ctx, body, apiVersion }) => {
  assertContentType(request);
  const input = parseBody(body, createWebhookEndpointSchema);
  const { endpoint, secret } = await createWebhookEndpoint({ ctx, input, requestVersion: apiVersion });
  return json(serializeWebhookEndpoint(endpoint, secret), { status: 201 });
});

const handleGET = withPartner(async ({ ctx }) => {
  const endpoints = await listWebhookEndpoints({ ctx });
  return json({ data: endpoints.map((endpoint) => serializeWebhookEndpoint(endpoint)) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });
