import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeCard } from "@/lib/api/serializers/card";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { closeCardBodySchema } from "@/lib/schemas/card";
import { closeCard } from "@/lib/services/cards/close-card";

// { reason }: 200 with the card, closed for good (no replacement). Closing it again answers it unchanged.
const handlePOST = withPartnerOrEmployee<{ employerId: string; employeeId: string; cardId: string }>(
  async ({ request, ctx, params, body }) => {
    assertContentType(request);
    const { reason } = parseBody(body, closeCardBodySchema);
    return json(serializeCard(await closeCard({ ctx, employeeId: params.employeeId, cardId: params.cardId, reason })));
  },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
