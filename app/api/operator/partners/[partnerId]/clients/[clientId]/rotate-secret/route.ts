import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withOperator } from "@/lib/api/with-operator";
import { rotatePartnerClientSecret } from "@/lib/services/partners/rotate-partner-client-secret";

// A new secret for one of the partner's clients, in this answer only; the old one stops working.
const handlePOST = withOperator<{ partnerId: string; clientId: string }>(async ({ ctx, params }) =>
  json(await rotatePartnerClientSecret({ ctx, partnerId: params.partnerId, clientId: params.clientId })),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
