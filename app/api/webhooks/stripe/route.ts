import Stripe from "stripe";

import { readBodyText } from "@/lib/api/body";
import { AppError } from "@/lib/errors/app-error";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { getEnv } from "@/lib/env";
import type { StripeEventReceivedResponse } from "@/lib/schemas/responses/misc";
import { applyIssuingCardEvent } from "@/lib/services/cards/apply-issuing-card-event";
import { applyStripeEvent } from "@/lib/services/payment-methods/apply-stripe-event";

// Stripe → us. The signature (Stripe-Signature, checked by the SDK with a 5-minute tolerance) is
// the only authentication. 2xx for every verified event, including ones we skip, so Stripe stops
// retrying; 400 for anything that does not verify; 503 when a card event cannot be applied now
// (Stripe delivers it again). Card events go to the cards, the rest to the payment methods.
const handlePOST = withPublic(async ({ request, ctx }) => {
  const raw = await readBodyText(request, 256 * 1024);
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      raw,
      request.headers.get("stripe-signature") ?? "",
      getEnv().STRIPE_WEBHOOK_SECRET,
    );
  } catch {
    throw new AppError("invalid_signature", "The Stripe-Signature header does not verify for this body.");
  }
  const object = event.data.object as { id?: string; object?: string };
  const system = { ...ctx, actor: { type: "system", name: "stripe-webhook" } } as const;
  if (event.type.startsWith("issuing_card.") && object.object === "issuing.card" && object.id) {
    const outcome = await applyIssuingCardEvent({
      ctx: system,
      event: { id: event.id, type: event.type, cardProviderId: object.id },
    });
    return { response: json({ received: true, outcome } satisfies StripeEventReceivedResponse) };
  }
  const outcome = await applyStripeEvent({
    ctx: system,
    event: {
      id: event.id,
      type: event.type,
      created: event.created,
      setupIntentId: object.object === "setup_intent" ? object.id : undefined,
      paymentMethodId: object.object === "payment_method" ? object.id : undefined,
    },
  });
  return { response: json({ received: true, outcome } satisfies StripeEventReceivedResponse) };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
