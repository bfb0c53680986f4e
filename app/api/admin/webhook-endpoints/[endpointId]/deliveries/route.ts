import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { json } from "@/lib/api/respond";
import { serializeDelivery } from "@/lib/api/serializers/webhook";
import { withAdmin } from "@/lib/api/with-admin";
import { adminDeliveriesQuerySchema } from "@/lib/schemas/admin";
import type { AdminDeliveryPage } from "@/lib/schemas/responses/admin-webhooks";
import { listDeliveries } from "@/lib/services/webhooks/list-deliveries";

// One page of an endpoint's deliveries, filtered by status or event type. One row more than the
// page is read to say whether a next page exists, without counting the whole log.
const handleGET = withAdmin<{ endpointId: string }>(async ({ request, ctx, params }) => {
  const { status, eventType, page, pageSize } = parseQuery(request, adminDeliveriesQuerySchema);
  const rows = await listDeliveries({
    ctx,
    endpointId: params.endpointId,
    limit: pageSize + 1,
    offset: (page - 1) * pageSize,
    filter: { status, eventType },
  });
  return json({
    data: rows.slice(0, pageSize).map((row) => serializeDelivery(row.delivery, row.eventType, row.attempts)),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  } satisfies AdminDeliveryPage);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
