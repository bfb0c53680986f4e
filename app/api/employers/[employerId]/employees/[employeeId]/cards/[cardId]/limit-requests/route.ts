import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeCard } from "@/lib/api/serializers/card";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { cardLimitRequestSchema } from "@/lib/schemas/card";
import { raiseCardLimit } from "@/lib/services/cards/raise-card-limit";

// { annualIncome, monthlyObligations, expectedCreditLimit, shownAt? }: 200 with the card on its raised
// limit; 409 limit_not_raised (nothing recorded) or limit_changed (preview again).
const handlePOST = withPartnerOrEmployee<{ employerId: string; employeeId: string; cardId: string }>(
  async ({ request, ctx, params, body }) => {
    assertContentType(request);
    const input = parseBody(body, cardLimitRequestSchema);
    return json(
      serializeCard(await raiseCardLimit({ ctx, employeeId: params.employeeId, cardId: params.cardId, input })),
    );
  },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
