import { eq } from "drizzle-orm";

import { cards, isIssuedCard, type IssuedCardRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { randomBase62 } from "@/lib/ids";

import type { ServiceContext } from "../context";

/**
 * Sandbox test helper, like Stripe Issuing's: move a physical card to shipped, then delivered.
 * Only a partner drives it, for a card of one of its employers.
 */
export async function advanceSandboxShipping({ ctx, cardId, to }: { ctx: ServiceContext; cardId: string; to: "shipped" | "delivered" }): Promise<IssuedCardRow> {
  const employerIds = ctx.actor.type === "partner" ? ctx.actor.employerIds : new Set<string>();
  const [card] = await ctx.db.select().from(cards).where(eq(cards.id, cardId));
  if (!card || !isIssuedCard(card) || !employerIds.has(card.employerId)) throw new AppError("card_not_found", "No card with this id.");
  if (!card.physicalProviderId) throw new AppError("no_physical_card", "This is a virtual-only card: nothing ships.");
  const allowed = to === "shipped" ? card.shippingStatus === "pending" : card.shippingStatus === "shipped";
  if (!allowed && card.shippingStatus !== to) {
    throw new AppError("invalid_request", `Shipping is ${card.shippingStatus}; it moves pending → shipped → delivered.`);
  }
  const now = new Date();
  const [row] = await ctx.db
    .update(cards)
    .set(
      to === "shipped"
        ? { shippingStatus: "shipped", shippedAt: card.shippedAt ?? now, shippingTrackingNumber: card.shippingTrackingNumber ?? `SBX${randomBase62(12).toUpperCase()}` }
        : { shippingStatus: "delivered", deliveredAt: card.deliveredAt ?? now },
    )
    .where(eq(cards.id, cardId))
    .returning();
  if (!row || !isIssuedCard(row)) throw new AppError("card_not_found", "No card with this id.");
  return row;
}
