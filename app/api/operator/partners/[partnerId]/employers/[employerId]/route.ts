import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { partnerJson } from "@/lib/api/serializers/partner";
import { withOperator } from "@/lib/api/with-operator";
import { revokePartnerEmployer } from "@/lib/services/partners/revoke-partner-employer";

// Withdraw an employer from the partner: its clients stop serving it at once.
const handleDELETE = withOperator<{ partnerId: string; employerId: string }>(async ({ ctx, params }) =>
  json(partnerJson(await revokePartnerEmployer({ ctx, partnerId: params.partnerId, employerId: params.employerId }))),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ DELETE: handleDELETE });
