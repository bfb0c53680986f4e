import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeCard } from "@/lib/api/serializers/card";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { activatePhysicalCard } from "@/lib/services/cards/activate-physical-card";

// No body (docs/payments-and-cards.md). 200 with the card, now Active.
const handlePOST = withPartnerOrEmployee<{ employerId: string; employeeId: string; cardId: string }>(
  async ({ ctx, params }) => {
    return json(
      serializeCard(await activatePhysicalCard({ ctx, employeeId: params.employeeId, cardId: params.cardId })),
    );
  },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
