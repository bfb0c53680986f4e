import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { cards, isIssuedCard, type IssuedCardRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { advanceSandboxCardShipping, getIssuingProvider } from "@/lib/providers/issuing";

import type { ServiceContext } from "../context";

import { applyIssuerCardState } from "./apply-issuer-card-state";

export type SandboxShipmentStep = "shipped" | "delivered" | "returned";

// Where each helper may move a shipment from; the step's own status is a harmless repeat.
const ALLOWED_FROM: Record<SandboxShipmentStep, string[]> = {
  shipped: ["pending"],
  delivered: ["shipped"],
  returned: ["shipped"],
};
// A helper asked for a step the shipment is already past (the worker delivered it meanwhile) answers the card.
const PAST: Record<SandboxShipmentStep, string[]> = { shipped: ["delivered"], delivered: [], returned: [] };

/**
 * Sandbox test helper, like Stripe Issuing's: the sandbox issuer moves a physical card's shipment
 * (ship, deliver, return) and we apply its report through the same path as Stripe's card events —
 * so card.shipped, card.delivered and card.shipping_failed are recorded here too. Only a partner
 * drives it, for a card of one of its employers, and only while the sandbox issuer is in use.
 */
export async function advanceSandboxShipping({
  ctx,
  cardId,
  to,
}: {
  ctx: ServiceContext;
  cardId: string;
  to: SandboxShipmentStep;
}): Promise<IssuedCardRow> {
  const issuer = getIssuingProvider();
  if (issuer.name !== "sandbox") throw new AppError("not_found", "No API endpoint matches this path.");
  const employerIds = ctx.actor.type === "partner" ? ctx.actor.employerIds : new Set<string>();
  const card = await selectCard(ctx.db, cardId);
  if (!card || !employerIds.has(card.employerId)) throw new AppError("card_not_found", "No card with this id.");
  if (!card.physicalProviderId) throw new AppError("no_physical_card", "This is a virtual-only card: nothing ships.");
  const status = card.shippingStatus ?? "pending";
  if (status === to || PAST[to].includes(status)) return card;
  if (!ALLOWED_FROM[to].includes(status)) {
    throw new AppError("invalid_request", `Shipping is ${status}; it moves pending → shipped → delivered or returned.`);
  }
  await moveAndApply({ ctx, providerId: card.physicalProviderId, to });
  const updated = await selectCard(ctx.db, cardId);
  if (!updated) throw new AppError("card_not_found", "No card with this id.");
  return updated;
}

export async function moveAndApply({
  ctx,
  providerId,
  to,
}: {
  ctx: ServiceContext;
  providerId: string;
  to: SandboxShipmentStep;
}): Promise<void> {
  await advanceSandboxCardShipping(providerId, to);
  const state = await getIssuingProvider().retrieveCard(providerId);
  if (state) await applyIssuerCardState({ ctx, state });
}

async function selectCard(db: Db, cardId: string): Promise<IssuedCardRow | undefined> {
  const [card] = await db.select().from(cards).where(eq(cards.id, cardId));
  return card && isIssuedCard(card) ? card : undefined;
}
