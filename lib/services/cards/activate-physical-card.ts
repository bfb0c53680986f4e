import { and, eq, isNull, ne, sql } from "drizzle-orm";

import { cards, isIssuedCard, type IssuedCardRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { canActivate } from "@/lib/domain/cards/card-issuer-state";
import { failureReason } from "@/lib/errors/failure-reason";
import { AppError } from "@/lib/errors/app-error";
import { getIssuingProvider } from "@/lib/providers/issuing";
import { logger } from "@/lib/logger";
import { recordEvent } from "@/lib/events/record-event";

import type { EmployeeRequest } from "../requests";

import { getCardOrThrow } from "./get-card-or-throw";
import { syncCardAtIssuerSoon } from "./sync-card-at-issuer";

/**
 * Activates the physical card of a cardType=all card once it is on its way or has arrived (not
 * before it is mailed, nor after it was returned or its shipment failed).
 * Activating an active card answers the card again (safe to retry). Check, call the issuer with no
 * transaction open (activation is idempotent there), then record in a short transaction guarded by
 * state: of two racing activations one records card.activated, the other returns the card.
 */
export async function activatePhysicalCard({
  ctx,
  employeeId,
  cardId,
}: EmployeeRequest & { cardId: string }): Promise<IssuedCardRow> {
  const card = await getCardOrThrow({ ctx, employeeId, cardId });
  if (card.cardType !== "all" || !card.physicalProviderId) {
    throw new AppError(
      "no_physical_card",
      "This is a virtual-only card: it is active already and needs no activation.",
    );
  }
  if (card.closedAt)
    throw new AppError("card_closed", "The card is closed; activate its replacement (replacedByCardId) if it has one.");
  if (card.physicalStatus === "Active") return card;
  if (card.locks.length > 0)
    throw new AppError("card_locked", "The card is locked; lift the lock before activating it.");
  if (!canActivate(card.shippingStatus)) {
    throw new AppError(
      "physical_card_not_shipped",
      card.shippingStatus === "pending" || card.shippingStatus === null
        ? "The physical card has not been mailed yet; activate it when it arrives."
        : `The physical card did not reach the employee (shipping ${card.shippingStatus}); contact support to have it sent again.`,
    );
  }
  try {
    await getIssuingProvider().activateCard(card.physicalProviderId);
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.warn({ cardId, reason: failureReason(error) }, "card issuer failed to activate");
    throw new AppError(
      "card_issuer_unavailable",
      "The card issuer did not answer; nothing changed. Retry the activation.",
      { extra: { cardId } },
    );
  }
  const recorded = await inTransaction(ctx, async (tx) => {
    // A card closed meanwhile stays closed (cancelled at the issuer, which no activation undoes).
    // A lock placed meanwhile wins: the issuer is told to hold the card inactive again after this
    // commit, in case the lock's own sync reached it before our activation did.
    const [row] = await tx.db
      .update(cards)
      .set({ physicalStatus: "Active", activatedAt: new Date(), ...lockedMeanwhileSync() })
      .where(
        and(
          eq(cards.id, card.id),
          eq(cards.employerId, ctx.employerId),
          ne(cards.physicalStatus, "Active"),
          isNull(cards.closedAt),
        ),
      )
      .returning();
    if (row && isIssuedCard(row)) {
      await recordEvent({
        ctx: tx,
        type: "card.activated",
        employerId: card.employerId,
        employeeId: card.employeeId,
        data: { employerId: card.employerId, employeeId: card.employeeId, cardId: card.id },
      });
      return row;
    }
    return getCardOrThrow({ ctx: tx, employeeId, cardId });
  });
  if (recorded.issuerSyncsCovered < recorded.issuerSyncRequests)
    await syncCardAtIssuerSoon({ ctx, cardId: recorded.id });
  return recorded;
}

// Asks for an issuer sync only when a lock stands by the time activation records.
const lockedMeanwhileSync = () => ({
  issuerSyncRequests: sql`${cards.issuerSyncRequests} + case when jsonb_array_length(${cards.locks}) > 0 then 1 else 0 end`,
  issuerSyncRequestedAt: new Date(),
});
