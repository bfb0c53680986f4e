import { parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withEmployeeSession } from "@/lib/api/with-employee-session";
import { cardDetailsKeyRequestSchema } from "@/lib/schemas/portal";
import type { CardDetailsDisplayResponse, CardDetailsKeyResponse } from "@/lib/schemas/responses/portal";
import { getCardDetailsDisplay } from "@/lib/services/cards/get-card-details-display";
import { mintCardDetailsKey } from "@/lib/services/cards/mint-card-details-key";

// The cardholder's own card details, shown by the issuer's element (Stripe Issuing Elements) in
// the issuer's frame: GET says which element and the issuer's card id; POST exchanges the nonce
// the issuer's script made for a short-lived key. The number never passes through us.

const handleGET = withEmployeeSession<{ cardId: string }>(async ({ ctx, params, session }) => {
  const { display, issuingCard } = await getCardDetailsDisplay({
    ctx,
    employeeId: session.employeeId,
    cardId: params.cardId,
  });
  const body: CardDetailsDisplayResponse =
    display.kind === "stripe"
      ? { display: "stripe", publishableKey: display.publishableKey, issuingCard }
      : { display: "sandbox", issuingCard };
  return json(body);
});

const handlePOST = withEmployeeSession<{ cardId: string }>(async ({ request, ctx, params, session }) => {
  const { nonce } = parseBody(await readBodyText(request, 4096), cardDetailsKeyRequestSchema);
  const key = await mintCardDetailsKey({ ctx, employeeId: session.employeeId, cardId: params.cardId, nonce });
  return json({
    issuingCard: key.issuingCard,
    nonce,
    ephemeralKeySecret: key.secret,
    expiresAt: key.expiresAt.toISOString(),
  } satisfies CardDetailsKeyResponse);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });
