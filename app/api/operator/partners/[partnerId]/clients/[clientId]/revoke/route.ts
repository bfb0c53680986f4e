import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { partnerJson } from "@/lib/api/serializers/partner";
import { withOperator } from "@/lib/api/with-operator";
import { revokePartnerClient } from "@/lib/services/partners/revoke-partner-client";

// One of the partner's clients stops working for good.
const handlePOST = withOperator<{ partnerId: string; clientId: string }>(async ({ ctx, params }) =>
  json(partnerJson(await revokePartnerClient({ ctx, partnerId: params.partnerId, clientId: params.clientId }))),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
