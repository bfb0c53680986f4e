import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeReachability, serializeWebhookEndpoint } from "@/lib/api/serializers/webhook";
import { withAdmin } from "@/lib/api/with-admin";
import { listEmployerWebhookEndpoints } from "@/lib/services/webhooks/list-employer-webhook-endpoints";
import type { AdminWebhookEndpointList } from "@/lib/schemas/responses/admin-webhooks";

const handleGET = withAdmin(async ({ ctx }) => {
  const rows = await listEmployerWebhookEndpoints({ ctx });
  return json({
    data: rows.map((row) => ({
      ...serializeWebhookEndpoint(row.endpoint),
      clientName: row.clientName,
      reachability: serializeReachability(row.reachability, row.lastFailure),
      deliveries: row.deliveries,
      attemptsLastDay: row.attemptsLastDay,
    })),
  } satisfies AdminWebhookEndpointList);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
