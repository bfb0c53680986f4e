import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeCard } from "@/lib/api/serializers/card";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { cardLockBodySchema } from "@/lib/schemas/card";
import { liftCardLock } from "@/lib/services/cards/lift-card-lock";

// { reason }: 200 with the card; it works again when no other lock stands. A lock not standing is nothing to lift.
const handlePOST = withPartnerOrEmployee<{ employerId: string; employeeId: string; cardId: string }>(
  async ({ request, ctx, params, body }) => {
    assertContentType(request);
    const { reason } = parseBody(body, cardLockBodySchema);
    return json(
      serializeCard(await liftCardLock({ ctx, employeeId: params.employeeId, cardId: params.cardId, reason })),
    );
  },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
