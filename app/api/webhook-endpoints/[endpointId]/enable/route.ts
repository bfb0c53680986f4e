import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeWebhookEndpoint } from "@/lib/api/serializers/webhook";
import { withPartner } from "@/lib/api/with-partner";
import { enableWebhookEndpoint } from "@/lib/services/webhooks/enable-webhook-endpoint";

// Re-enables an endpoint the circuit breaker disabled; its waiting deliveries are sent now.
const handlePOST = withPartner<{ endpointId: string }>(async ({ ctx, params }) => {
  const endpoint = await enableWebhookEndpoint({ ctx, endpointId: params.endpointId });
  return json(serializeWebhookEndpoint(endpoint));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
