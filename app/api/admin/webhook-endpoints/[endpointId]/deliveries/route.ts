import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeDelivery } from "@/lib/api/serializers/webhook";
import { withAdmin } from "@/lib/api/with-admin";
import { listDeliveries } from "@/lib/services/webhooks/webhook-deliveries";

const handleGET = withAdmin<{ endpointId: string }>(async ({ ctx, params }) => {
  const rows = await listDeliveries({ ctx, endpointId: params.endpointId, limit: 50 });
  return json({ data: rows.map((row) => serializeDelivery(row.delivery, row.eventType, row.attempts)) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
