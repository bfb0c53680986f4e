import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { partnerJson, partnerRowJson } from "@/lib/api/serializers/partner";
import { withOperator } from "@/lib/api/with-operator";
import { createPartnerSchema } from "@/lib/schemas/operator-partners";
import { createPartner } from "@/lib/services/partners/create-partner";
import { listPartners } from "@/lib/services/partners/list-partners";

// The program's partners: every one (how many employers it serves, how many clients it holds), and a new one.
const handleGET = withOperator(async ({ ctx }) => json({ data: (await listPartners({ ctx })).map(partnerRowJson) }));

const handlePOST = withOperator(async ({ request, ctx, body }) => {
  assertContentType(request);
  const input = parseBody(body, createPartnerSchema);
  return json(partnerJson(await createPartner({ ctx, input })), { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });
