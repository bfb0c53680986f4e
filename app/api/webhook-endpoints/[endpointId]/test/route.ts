import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeDelivery } from "@/lib/api/serializers/webhook";
import { withPartner } from "@/lib/api/with-partner";
import { TEST_EVENT_TYPE } from "@/lib/domain/events/event-types";
import { sendTestEvent } from "@/lib/services/webhooks/send-test-event";

// A signed test event to this endpoint only; the answer is its delivery, to follow under …/deliveries.
const handlePOST = withPartner<{ endpointId: string }>(async ({ ctx, params }) => {
  const delivery = await sendTestEvent({ ctx, endpointId: params.endpointId });
  return json(serializeDelivery(delivery, TEST_EVENT_TYPE, []), { status: 202 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
