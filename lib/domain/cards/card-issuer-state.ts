// How what the card issuer reports about a card (Stripe Issuing: the card's status and its
// physical shipment) changes our card row, and which partner events that change records. Pure:
// the webhook path and the sandbox's shipping helper both decide with it, inside the transaction
// that holds the row locked, so every event is recorded once.
//
// Only forward moves are applied. Reports may arrive late or out of order (two webhook
// deliveries racing, each carrying the state it read), so a report that would move a card back —
// delivered → shipped, Active → Inactive — is ignored rather than trusted.

/** Our shipment states; Stripe's `submitted` (sent to the printer) reads as pending: not mailed yet. */
export const SHIPPING_STATUSES = ["pending", "shipped", "delivered", "returned", "failure", "canceled"] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

/** A card part's status as our API shows it. */
export type CardPartStatus = "Active" | "Inactive" | "Canceled";

export type CardEventType =
  "card.activated" | "card.shipped" | "card.delivered" | "card.shipping_failed" | "card.canceled";

export type ReportedShipping = {
  status: ShippingStatus;
  trackingNumber: string | null;
  carrier: string | null;
  eta: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
};

/** What the issuer reports; null where it said something we do not know (a status added later). */
export type ReportedCard = { status: "active" | "inactive" | "canceled" | null; shipping: ReportedShipping | null };

export type CurrentPart = {
  status: string | null;
  shippingStatus: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  trackingNumber: string | null;
  carrier: string | null;
  eta: Date | null;
};

export type PartChange = {
  status?: CardPartStatus;
  activatedAt?: Date;
  shipping?: {
    status: ShippingStatus;
    shippedAt: Date | null;
    deliveredAt: Date | null;
    trackingNumber: string | null;
    carrier: string | null;
    eta: Date | null;
  };
  events: CardEventType[];
};

// Shipped comes after pending; the four outcomes end a shipment, and the first one reported stands.
const RANK: Record<ShippingStatus, number> = {
  pending: 0,
  shipped: 1,
  delivered: 2,
  returned: 2,
  failure: 2,
  canceled: 2,
};

const isShippingStatus = (value: string | null): value is ShippingStatus =>
  value !== null && (SHIPPING_STATUSES as readonly string[]).includes(value);

/** A physical card may be activated once it is on its way or has arrived. */
export const canActivate = (shippingStatus: string | null): boolean =>
  shippingStatus === "shipped" || shippingStatus === "delivered";

/** The change a report makes to one part of our card (its virtual or its physical card). */
export function planPartChange({
  kind,
  current,
  reported,
  now,
}: {
  kind: "virtual" | "physical";
  current: CurrentPart;
  reported: ReportedCard;
  now: Date;
}): PartChange {
  const change: PartChange = { events: [] };
  if (kind === "physical" && reported.shipping) planShipping(change, current, reported.shipping, now);
  if (reported.status === "canceled" && current.status !== "Canceled") {
    change.status = "Canceled";
    change.events.push("card.canceled");
  } else if (reported.status === "active" && current.status === "Inactive") {
    // Activated at the issuer by someone other than us (its dashboard, support): the card works,
    // so our record says so, and the partner hears card.activated as from our own activation.
    change.status = "Active";
    if (kind === "physical") {
      change.activatedAt = now;
      change.events.push("card.activated");
    }
  }
  return change;
}

function planShipping(change: PartChange, current: CurrentPart, reported: ReportedShipping, now: Date): void {
  const from: ShippingStatus = isShippingStatus(current.shippingStatus) ? current.shippingStatus : "pending";
  const to = reported.status;
  if (RANK[to] < RANK[from] || (RANK[to] === RANK[from] && to !== from)) return;
  const mailed = to === "shipped" || to === "delivered" || to === "returned";
  change.shipping = {
    status: to,
    shippedAt: mailed ? (current.shippedAt ?? reported.shippedAt ?? now) : current.shippedAt,
    deliveredAt: to === "delivered" ? (current.deliveredAt ?? reported.deliveredAt ?? now) : current.deliveredAt,
    trackingNumber: reported.trackingNumber ?? current.trackingNumber,
    carrier: reported.carrier ?? current.carrier,
    eta: reported.eta ?? current.eta,
  };
  if (to === from) return;
  // A card reported delivered or returned was mailed, even if we never heard it shipped.
  if (mailed && from === "pending") change.events.push("card.shipped");
  if (to === "delivered") change.events.push("card.delivered");
  if (to === "returned" || to === "failure") change.events.push("card.shipping_failed");
}
