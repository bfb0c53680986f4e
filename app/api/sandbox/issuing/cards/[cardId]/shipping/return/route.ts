import { AppError } from "@/lib/errors/app-error";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeCard } from "@/lib/api/serializers/card";
import { withPartner } from "@/lib/api/with-partner";
import { isSandbox } from "@/lib/env";
import { advanceSandboxShipping } from "@/lib/services/cards/advance-sandbox-shipping";

// Sandbox test helper (like Stripe Issuing's shipping test helpers): the physical card comes back undeliverable (card.shipping_failed).
const handlePOST = withPartner<{ cardId: string }>(async ({ ctx, params }) => {
  if (!isSandbox()) throw new AppError("not_found", "No API endpoint matches this path.");
  const card = await advanceSandboxShipping({ ctx, cardId: params.cardId, to: "returned" });
  return json(serializeCard(card));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
