import type Stripe from "stripe";

import type { ReportedShipping, ShippingStatus } from "@/lib/domain/cards/card-issuer-state";

import type { IssuerCard } from "./types";

// Stripe's shipment states in ours. `submitted` (handed to the printer) is not mailed yet: pending.
// A state Stripe adds later maps to nothing, so it changes nothing rather than being guessed at.
const SHIPPING: Record<string, ShippingStatus> = {
  pending: "pending",
  submitted: "pending",
  shipped: "shipped",
  delivered: "delivered",
  returned: "returned",
  failure: "failure",
  canceled: "canceled",
};

const STATUS: Record<string, IssuerCard["status"]> = { active: "active", inactive: "inactive", canceled: "canceled" };

const time = (seconds: number | null | undefined) => (typeof seconds === "number" ? new Date(seconds * 1000) : null);

function toShipping(shipping: Stripe.Issuing.Card.Shipping | null): ReportedShipping | null {
  const status = shipping?.status ? SHIPPING[shipping.status] : undefined;
  if (!shipping || !status) return null;
  return {
    status,
    trackingNumber: shipping.tracking_number,
    carrier: shipping.carrier,
    eta: time(shipping.eta),
    shippedAt: time(shipping.shipped_at),
    deliveredAt: time(shipping.delivered_at),
  };
}

/** A Stripe Issuing card as the card services read it: whose it is (our metadata) and its state. */
export function toIssuerCard(card: Stripe.Issuing.Card): IssuerCard {
  const kind = card.metadata.kind;
  return {
    providerId: card.id,
    cardId: card.metadata.cardId ?? null,
    kind: kind === "virtual" || kind === "physical" ? kind : null,
    status: STATUS[card.status] ?? null,
    shipping: toShipping(card.shipping),
  };
}
