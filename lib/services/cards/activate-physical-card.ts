import { eq } from "drizzle-orm";

import { cards, type CardRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { getIssuingProvider } from "@/lib/providers/issuing";
import { recordEvent } from "@/lib/webhooks/record-event";

import { inTransaction, type EmployerContext } from "../context";

import { getCardOrThrow } from "./get-card-or-throw";

/**
 * Activates the physical card of a cardType=all card once it is on its way or has arrived.
 * Activating an active card answers the card again (safe to retry).
 */
export async function activatePhysicalCard({ ctx, employeeId, cardId }: { ctx: EmployerContext; employeeId: string; cardId: string }): Promise<CardRow> {
  return inTransaction(ctx, async (tx) => {
    const card = await getCardOrThrow({ ctx: tx, employeeId, cardId, forUpdate: true });
    if (card.cardType !== "all" || !card.physicalProviderId) {
      throw new AppError("no_physical_card", "This is a virtual-only card: it is active already and needs no activation.");
    }
    if (card.physicalStatus === "Active") return card;
    if (card.shippingStatus === "pending") {
      throw new AppError("physical_card_not_shipped", "The physical card has not been mailed yet; activate it when it arrives.");
    }
    await getIssuingProvider().activateCard(card.physicalProviderId);
    const [row] = await tx.db.update(cards).set({ physicalStatus: "Active", activatedAt: new Date() }).where(eq(cards.id, card.id)).returning();
    await recordEvent(tx.db, {
      type: "card.activated",
      employerId: card.employerId,
      employeeId: card.employeeId,
      data: { employerId: card.employerId, employeeId: card.employeeId, cardId: card.id },
    });
    return row!;
  });
}
