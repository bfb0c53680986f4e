import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { json } from "@/lib/api/respond";
import { serializeCard } from "@/lib/api/serializers/card";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { createCardBodySchema, createCardQuerySchema } from "@/lib/schemas/card";
import { createCard } from "@/lib/services/cards/create-card";
import { listCards } from "@/lib/services/cards/list-cards";

type Params = { employerId: string; employeeId: string };

// POST …/cards?cardType=virtual|all (docs/payments-and-cards.md): 201 with the card; 400 onboarding_incomplete
// listing each unmet requirement; 409 card_already_exists with the existing card's id. The body, when
// sent, is the person's confirmation of the terms (docs/payments-and-cards.md#terms).
const handlePOST = withPartnerOrEmployee<Params>(async ({ request, ctx, params, body }) => {
  const { cardType } = parseQuery(request, createCardQuerySchema);
  let termsConfirmation;
  if (body.trim() !== "") {
    assertContentType(request);
    termsConfirmation = parseBody(body, createCardBodySchema).termsConfirmation;
  }
  const card = await createCard({ ctx, employeeId: params.employeeId, cardType, termsConfirmation });
  return json(serializeCard(card), {
    status: 201,
    headers: { location: `/api/employers/${params.employerId}/employees/${params.employeeId}/cards/${card.id}` },
  });
});

const handleGET = withPartnerOrEmployee<Params>(async ({ ctx, params }) => {
  const rows = await listCards({ ctx, employeeId: params.employeeId });
  return json({ data: rows.map(serializeCard) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });
