import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeDelivery } from "@/lib/api/serializers/webhook";
import { withAdmin } from "@/lib/api/with-admin";
import { employerEndpointClientOrThrow } from "@/lib/services/webhooks/admin-webhooks";
import { replayDelivery } from "@/lib/services/webhooks/webhook-deliveries";

const handlePOST = withAdmin<{ endpointId: string; deliveryId: string }>(async ({ ctx, params }) => {
  const clientId = await employerEndpointClientOrThrow(ctx.db, { employerId: ctx.employerId, endpointId: params.endpointId });
  const { delivery, eventType } = await replayDelivery(ctx.db, { clientId, ...params });
  return json(serializeDelivery(delivery, eventType, []), { status: 202 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
