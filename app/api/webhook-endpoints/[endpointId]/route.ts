import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeWebhookEndpoint } from "@/lib/api/serializers/webhook";
import { withPartner } from "@/lib/api/with-partner";
import type { DeletedWebhookEndpointResponse } from "@/lib/schemas/responses/webhook-endpoint";
import { getWebhookEndpointOrThrow } from "@/lib/services/webhooks/get-webhook-endpoint-or-throw";
import { deleteWebhookEndpoint } from "@/lib/services/webhooks/delete-webhook-endpoint";

type Params = { endpointId: string };

const handleGET = withPartner<Params>(async ({ ctx, params }) => {
  const endpoint = await getWebhookEndpointOrThrow({ ctx, endpointId: params.endpointId });
  return json(serializeWebhookEndpoint(endpoint));
});

const handleDELETE = withPartner<Params>(async ({ ctx, params }) => {
  await deleteWebhookEndpoint({ ctx, endpointId: params.endpointId });
  return json({
    id: params.endpointId,
    object: "webhook_endpoint",
    deleted: true,
  } satisfies DeletedWebhookEndpointResponse);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, DELETE: handleDELETE });
