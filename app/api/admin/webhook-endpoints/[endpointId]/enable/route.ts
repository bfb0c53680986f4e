import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeWebhookEndpoint } from "@/lib/api/serializers/webhook";
import { withAdmin } from "@/lib/api/with-admin";
import { enableWebhookEndpoint } from "@/lib/services/webhooks/enable-webhook-endpoint";

// HR's "Re-enable" on an endpoint the circuit breaker disabled.
const handlePOST = withAdmin<{ endpointId: string }>(async ({ ctx, params }) => {
  const endpoint = await enableWebhookEndpoint({ ctx, endpointId: params.endpointId });
  return json(serializeWebhookEndpoint(endpoint));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
