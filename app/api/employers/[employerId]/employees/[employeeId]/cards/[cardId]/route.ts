import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeCard } from "@/lib/api/serializers/card";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { getCardOrThrow } from "@/lib/services/cards/get-card-or-throw";

const handleGET = withPartnerOrEmployee<{ employerId: string; employeeId: string; cardId: string }>(
  async ({ ctx, params }) => {
    return json(serializeCard(await getCardOrThrow({ ctx, employeeId: params.employeeId, cardId: params.cardId })));
  },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
