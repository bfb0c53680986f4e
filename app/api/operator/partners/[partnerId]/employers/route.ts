import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { partnerJson } from "@/lib/api/serializers/partner";
import { withOperator } from "@/lib/api/with-operator";
import { grantPartnerEmployerSchema } from "@/lib/schemas/operator-partners";
import { grantPartnerEmployer } from "@/lib/services/partners/grant-partner-employer";

// Grant the partner an employer: its clients serve it from now on.
const handlePOST = withOperator<{ partnerId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const { employerId } = parseBody(body, grantPartnerEmployerSchema);
  return json(partnerJson(await grantPartnerEmployer({ ctx, partnerId: params.partnerId, employerId })));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
