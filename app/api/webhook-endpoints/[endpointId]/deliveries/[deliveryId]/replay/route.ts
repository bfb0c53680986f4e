import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeDelivery } from "@/lib/api/serializers/webhook";
import { withPartner } from "@/lib/api/with-partner";
import { replayDelivery } from "@/lib/services/webhooks/replay-delivery";

const handlePOST = withPartner<{ endpointId: string; deliveryId: string }>(async ({ ctx, params }) => {
  const { delivery, eventType } = await replayDelivery({ ctx, ...params });
  return json(serializeDelivery(delivery, eventType, []), { status: 202 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
