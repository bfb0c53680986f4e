import type { WebhookDeliveryRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { AppError } from "@/lib/errors/app-error";
import { recordTestEvent } from "@/lib/events/record-event";

import type { WebhookEndpointRequest } from "../requests";

import { getWebhookEndpointOrThrow, partnerClientId } from "./get-webhook-endpoint-or-throw";

/**
 * Queues a signed `webhook-endpoint.test` event for one of the partner's endpoints, through the
 * normal pipeline (signing, retries, the delivery log), and returns its delivery. A disabled
 * endpoint is refused: nothing is sent to it until it is re-enabled, a test included.
 */
export async function sendTestEvent({ ctx, endpointId }: WebhookEndpointRequest): Promise<WebhookDeliveryRow> {
  partnerClientId(ctx.actor);
  const endpoint = await getWebhookEndpointOrThrow({ ctx, endpointId });
  if (endpoint.disabledAt) {
    throw new AppError(
      "webhook_endpoint_disabled",
      "This endpoint is disabled after failing for days: re-enable it (POST …/enable), then test it.",
    );
  }
  return inTransaction(ctx, (tx) => recordTestEvent({ ctx: tx, endpoint }));
}
