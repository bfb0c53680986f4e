import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { readVendorEvent } from "@/lib/api/vendor-webhook";
import { withPublic } from "@/lib/api/with-public";
import { stripeWebhook } from "@/lib/providers/payments/stripe-event";
import type { StripeEventReceivedResponse } from "@/lib/schemas/responses/misc";
import { applyIssuingCardEvent } from "@/lib/services/cards/apply-issuing-card-event";
import { applyStripeEvent } from "@/lib/services/payment-methods/apply-stripe-event";

// Stripe → us. The signature (Stripe-Signature, checked by the SDK with a 5-minute tolerance) is
// the only authentication. 2xx for every verified event, including ones we skip, so Stripe stops
// retrying; 400 for anything that does not verify; 503 when a card event cannot be applied now
// (Stripe delivers it again). Card events go to the cards, the rest to the payment methods.
const handlePOST = withPublic(async ({ request, ctx }) => {
  const event = await readVendorEvent(request, stripeWebhook);
  const { object } = event;
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
      setupIntentId: object.object === "setup_intent" ? (object.id ?? undefined) : undefined,
      paymentMethodId: object.object === "payment_method" ? (object.id ?? undefined) : undefined,
    },
  });
  return { response: json({ received: true, outcome } satisfies StripeEventReceivedResponse) };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
