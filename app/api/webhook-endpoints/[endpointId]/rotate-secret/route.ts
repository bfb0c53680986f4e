import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeWebhookEndpoint } from "@/lib/api/serializers/webhook";
import { withPartner } from "@/lib/api/with-partner";
import { rotateWebhookSecret } from "@/lib/services/webhooks/rotate-webhook-secret";

// The old secret keeps signing beside the new one for 24 hours.
const handlePOST = withPartner<{ endpointId: string }>(async ({ ctx, params }) => {
  const { endpoint, secret } = await rotateWebhookSecret({ ctx, endpointId: params.endpointId });
  return json(serializeWebhookEndpoint(endpoint, secret));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
