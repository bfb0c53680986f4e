import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { json } from "@/lib/api/respond";
import { serializeDelivery } from "@/lib/api/serializers/webhook";
import { withPartner } from "@/lib/api/with-partner";
import { deliveriesQuerySchema } from "@/lib/schemas/webhook-endpoint";
import { listDeliveries } from "@/lib/services/webhooks/list-deliveries";

const handleGET = withPartner<{ endpointId: string }>(async ({ request, ctx, params }) => {
  const { limit } = parseQuery(request, deliveriesQuerySchema);
  const rows = await listDeliveries({ ctx, endpointId: params.endpointId, limit });
  return json({ data: rows.map((row) => serializeDelivery(row.delivery, row.eventType, row.attempts)) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
