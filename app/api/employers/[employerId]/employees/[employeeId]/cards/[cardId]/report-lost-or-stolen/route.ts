import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeCard } from "@/lib/api/serializers/card";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { reportLostBodySchema } from "@/lib/schemas/card";
import { replaceCard } from "@/lib/services/cards/replace-card";

type Params = { employerId: string; employeeId: string; cardId: string };

// { reason: lost | stolen }: the card is closed and replaced. 201 with the replacement (a new card
// id and number); a repeat report of the same card answers the same replacement, the same way.
const handlePOST = withPartnerOrEmployee<Params>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const { reason } = parseBody(body, reportLostBodySchema);
  const { card } = await replaceCard({ ctx, employeeId: params.employeeId, cardId: params.cardId, reason });
  return json(serializeCard(card), {
    status: 201,
    headers: { location: `/api/employers/${params.employerId}/employees/${params.employeeId}/cards/${card.id}` },
  });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
