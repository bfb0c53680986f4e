import { isUndelivered } from "@/lib/domain/cards/card-lifecycle";

/**
 * The card page's confirmation: what the person can do with the card now and what happens next,
 * from the card as the API serves it. Pure, for the page and its tests.
 */

type PhysicalPart = {
  status: string | null;
  shipping: {
    status: string | null;
    trackingNumber: string | null;
    shippedAt: string | null;
    deliveredAt: string | null;
  };
};
export type CardView = { locked: boolean; physicalCard: PhysicalPart | null };

/** Where the physical card's activation stands: a sentence until it can be activated, a button once it is mailed. */
export type Activation =
  | "none" // a virtual card only
  | "active"
  | "preparing" // not mailed yet: a sentence, no button
  | "returned" // it came back: mail it again instead
  | "locked" // mailed, but a lock stands: a sentence saying to unlock first
  | "button"; // mailed and usable: the button

const MAILED = new Set(["shipped", "delivered"]);

export function activationOf(card: CardView): Activation {
  const physical = card.physicalCard;
  if (!physical) return "none";
  if (physical.status === "Active") return "active";
  if (isUndelivered(physical.shipping.status)) return "returned";
  if (physical.shipping.status === null || !MAILED.has(physical.shipping.status)) return "preparing";
  return card.locked ? "locked" : "button";
}

export type NextStep =
  | { kind: "use_virtual" }
  | { kind: "locked" }
  | { kind: "physical_preparing" }
  | { kind: "physical_mailed"; shippedAt: string | null; trackingNumber: string | null }
  | { kind: "physical_delivered"; deliveredAt: string | null }
  | { kind: "physical_returned" }
  | { kind: "physical_active" };

/** What happens next, in order: the virtual card (or the lock that stops it), then the physical card's way to the person. */
export function nextSteps(card: CardView): NextStep[] {
  const steps: NextStep[] = [card.locked ? { kind: "locked" } : { kind: "use_virtual" }];
  const physical = card.physicalCard;
  if (!physical) return steps;
  const activation = activationOf(card);
  if (activation === "active") return [...steps, { kind: "physical_active" }];
  if (activation === "returned") return [...steps, { kind: "physical_returned" }];
  if (activation === "preparing")
    return physical.shipping.status === "canceled" ? steps : [...steps, { kind: "physical_preparing" }];
  if (physical.shipping.status === "delivered")
    return [...steps, { kind: "physical_delivered", deliveredAt: physical.shipping.deliveredAt }];
  return [
    ...steps,
    {
      kind: "physical_mailed",
      shippedAt: physical.shipping.shippedAt,
      trackingNumber: physical.shipping.trackingNumber,
    },
  ];
}
