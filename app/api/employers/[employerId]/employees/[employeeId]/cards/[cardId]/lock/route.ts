import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeCard } from "@/lib/api/serializers/card";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { cardLockBodySchema } from "@/lib/schemas/card";
import { placeCardLock } from "@/lib/services/cards/place-card-lock";

// { reason }: 200 with the card, locked. The same reason twice is one lock.
const handlePOST = withPartnerOrEmployee<{ employerId: string; employeeId: string; cardId: string }>(
  async ({ request, ctx, params, body }) => {
    assertContentType(request);
    const { reason } = parseBody(body, cardLockBodySchema);
    return json(
      serializeCard(await placeCardLock({ ctx, employeeId: params.employeeId, cardId: params.cardId, reason })),
    );
  },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
