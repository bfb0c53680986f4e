import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeCard } from "@/lib/api/serializers/card";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { mailCardAgainBodySchema } from "@/lib/schemas/card";
import { replaceCard } from "@/lib/services/cards/replace-card";

type Params = { employerId: string; employeeId: string; cardId: string };

// { addressConfirmed: true }: the physical card came back undeliverable; a replacement is mailed to
// the address on file now. 201 with it; asked again, the same replacement.
const handlePOST = withPartnerOrEmployee<Params>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  parseBody(body, mailCardAgainBodySchema);
  const { card } = await replaceCard({
    ctx,
    employeeId: params.employeeId,
    cardId: params.cardId,
    reason: "undeliverable",
  });
  return json(serializeCard(card), {
    status: 201,
    headers: { location: `/api/employers/${params.employerId}/employees/${params.employeeId}/cards/${card.id}` },
  });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
