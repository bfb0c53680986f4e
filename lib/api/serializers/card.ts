import type { IssuedCardRow } from "@/db/schema";
import type { CardTermsRecord } from "@/lib/domain/cards/card-terms";
import { trackingUrlOf } from "@/lib/domain/cards/tracking-url";
import type { CardResponse } from "@/lib/schemas/responses/card";

/**
 * The card (the contract's ServiceCard, docs/payments-and-cards.md). `status` is the card's overall state: the virtual card's for a
 * virtual card, the physical card's for cardType=all (Inactive until activation, then Active).
 */
export function serializeCard(card: IssuedCardRow): CardResponse {
  const physical =
    card.physicalProviderId === null
      ? null
      : {
          status: card.physicalStatus,
          lastFour: card.physicalLastFour,
          expiration: { month: card.physicalExpMonth, year: card.physicalExpYear },
          shipping: {
            status: card.shippingStatus,
            address: card.shippingAddress,
            trackingNumber: card.shippingTrackingNumber,
            carrier: card.shippingCarrier,
            trackingUrl: trackingUrlOf(card.shippingCarrier, card.shippingTrackingNumber),
            shippedAt: card.shippedAt?.toISOString() ?? null,
            deliveredAt: card.deliveredAt?.toISOString() ?? null,
          },
          activatedAt: card.activatedAt?.toISOString() ?? null,
        };
  return {
    id: card.id,
    object: "card",
    employeeId: card.employeeId,
    cardType: card.cardType,
    status: card.cardType === "all" ? card.physicalStatus : card.virtualStatus,
    virtualCard: {
      status: card.virtualStatus,
      lastFour: card.virtualLastFour,
      expiration: { month: card.virtualExpMonth, year: card.virtualExpYear },
    },
    physicalCard: physical,
    locked: card.locks.length > 0,
    locks: card.locks.map((lock) => ({ reason: lock.reason, placedBy: lock.placedBy, placedAt: lock.placedAt })),
    closedAt: card.closedAt?.toISOString() ?? null,
    closeReason: card.closeReason,
    replacesCardId: card.replacesCardId,
    replacedByCardId: card.replacedByCardId,
    terms: card.terms ? serializeCardTerms(card.terms) : null,
    createdAt: card.createdAt.toISOString(),
  };
}

/** What was confirmed and by whom; the person's IP address and browser are kept but not sent. */
function serializeCardTerms(terms: CardTermsRecord): NonNullable<CardResponse["terms"]> {
  const { repaidBy, confirmation } = terms;
  return {
    atrSubmissionId: terms.atrSubmissionId,
    creditLimit: terms.creditLimitCents,
    repayment: terms.repayment,
    repaidBy:
      repaidBy.method === "payroll_deduction"
        ? { method: "payroll_deduction", paymentMethod: null }
        : {
            method: "payment_method",
            paymentMethod: {
              id: repaidBy.paymentMethodId,
              type: repaidBy.type,
              name: repaidBy.name,
              lastFour: repaidBy.lastFour,
            },
          },
    confirmedBy: confirmation?.confirmedBy ?? null,
    confirmedAt: confirmation?.confirmedAt ?? null,
    shownAt: confirmation?.shownAt ?? null,
  };
}
