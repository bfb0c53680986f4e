import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { partnerJson } from "@/lib/api/serializers/partner";
import { withOperator } from "@/lib/api/with-operator";
import { pinApiVersionSchema } from "@/lib/schemas/api-client";
import { pinPartnerClientApiVersion } from "@/lib/services/partners/pin-partner-client-version";

// The operator pins one of a partner's clients to another API version (docs/operator.md, Partners).
const handlePOST = withOperator<{ partnerId: string; clientId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const { apiVersion } = parseBody(body, pinApiVersionSchema);
  return json(
    partnerJson(
      await pinPartnerClientApiVersion({
        ctx,
        partnerId: params.partnerId,
        clientId: params.clientId,
        version: apiVersion,
      }),
    ),
  );
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
