import { eq } from "drizzle-orm";

import { cards, isIssuedCard, type IssuedCardRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { advanceSandboxCardShipping, getIssuingProvider } from "@/lib/providers/issuing";

import type { ServiceContext } from "../context";

import { applyIssuerCardState } from "./apply-issuer-card-state";

/**
 * Sandbox test helper, like Stripe Issuing's: the sandbox issuer moves a physical card to shipped,
 * then delivered, and we apply its report through the same path as Stripe's card events — so
 * card.shipped and card.delivered are recorded here too. Only a partner drives it, for a card of
 * one of its employers, and only while the sandbox issuer is the one in use.
 */
export async function advanceSandboxShipping({ ctx, cardId, to }: { ctx: ServiceContext; cardId: string; to: "shipped" | "delivered" }): Promise<IssuedCardRow> {
  const issuer = getIssuingProvider();
  if (issuer.name !== "sandbox") throw new AppError("not_found", "No API endpoint matches this path.");
  const employerIds = ctx.actor.type === "partner" ? ctx.actor.employerIds : new Set<string>();
  const card = await selectCard(ctx, cardId);
  if (!card || !employerIds.has(card.employerId)) throw new AppError("card_not_found", "No card with this id.");
  if (!card.physicalProviderId) throw new AppError("no_physical_card", "This is a virtual-only card: nothing ships.");
  const allowed = to === "shipped" ? card.shippingStatus === "pending" : card.shippingStatus === "shipped";
  if (!allowed && card.shippingStatus !== to) {
    throw new AppError("invalid_request", `Shipping is ${card.shippingStatus}; it moves pending → shipped → delivered.`);
  }
  await advanceSandboxCardShipping(card.physicalProviderId, to);
  const state = await issuer.retrieveCard(card.physicalProviderId);
  if (state) await applyIssuerCardState({ ctx, state });
  const updated = await selectCard(ctx, cardId);
  if (!updated) throw new AppError("card_not_found", "No card with this id.");
  return updated;
}

async function selectCard(ctx: ServiceContext, cardId: string): Promise<IssuedCardRow | undefined> {
  const [card] = await ctx.db.select().from(cards).where(eq(cards.id, cardId));
  return card && isIssuedCard(card) ? card : undefined;
}
