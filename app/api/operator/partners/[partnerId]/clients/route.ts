import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { partnerClientJson } from "@/lib/api/serializers/partner";
import { withOperator } from "@/lib/api/with-operator";
import { createPartnerClientSchema } from "@/lib/schemas/operator-partners";
import { createPartnerClient } from "@/lib/services/partners/create-partner-client";

// A new client of the partner; its secret is in this answer only.
const handlePOST = withOperator<{ partnerId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const input = parseBody(body, createPartnerClientSchema);
  const { client, clientSecret } = await createPartnerClient({ ctx, partnerId: params.partnerId, input });
  return json(
    { ...partnerClientJson(client), clientSecret },
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
