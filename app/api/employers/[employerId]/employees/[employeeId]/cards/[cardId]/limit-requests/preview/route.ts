import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { cardLimitPreviewSchema } from "@/lib/schemas/card";
import type { CardLimitPreviewResponse } from "@/lib/schemas/responses/card";
import { previewCardLimit } from "@/lib/services/cards/preview-card-limit";

// { annualIncome, monthlyObligations }: 200 with what confirming would do to the card's limit. Nothing is recorded.
const handlePOST = withPartnerOrEmployee<{ employerId: string; employeeId: string; cardId: string }>(
  async ({ request, ctx, params, body }) => {
    assertContentType(request);
    const input = parseBody(body, cardLimitPreviewSchema);
    const preview = await previewCardLimit({ ctx, employeeId: params.employeeId, cardId: params.cardId, input });
    return json({
      object: "card_limit_preview",
      cardId: preview.cardId,
      creditLimit: preview.currentLimitCents,
      proposedCreditLimit: preview.proposedLimitCents,
      outcome: preview.outcome,
    } satisfies CardLimitPreviewResponse);
  },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
