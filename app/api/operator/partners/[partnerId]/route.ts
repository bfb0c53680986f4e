import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { partnerJson } from "@/lib/api/serializers/partner";
import { withOperator } from "@/lib/api/with-operator";
import { getPartner } from "@/lib/services/partners/get-partner";

// One partner: the employers it serves, its clients, its webhook endpoints' health.
const handleGET = withOperator<{ partnerId: string }>(async ({ ctx, params }) =>
  json(partnerJson(await getPartner({ ctx, partnerId: params.partnerId }))),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
