import type { CardRow, IssuedCardRow } from "@/db/schema";
import { failureReason } from "@/lib/errors/failure-reason";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/logger";
import { IssuingError } from "@/lib/providers/issuing";

import type { EmployerContext } from "../context";

import { issueReservedCard } from "./issue-reserved-card";
import type { Holder } from "./load-cardholder";
import { reserveCard, type CardRequest } from "./reserve-card";
import { voidCardReservation } from "./void-card-reservation";

export type { CardType } from "./reserve-card";

/**
 * Issues the employee's card — exactly once, and only when onboarding is complete: reserve (a
 * short transaction), call the issuer (no transaction open), record (a short transaction with
 * card.created). When the issuer fails or times out the reservation stays and the card
 * reconciler (lib/jobs/reconcile-card-reservations.ts) completes it with the same idempotency
 * keys; the caller gets 503 card_issuer_unavailable with the card's id, never a second card.
 * An issuer that refuses for good voids the reservation at once (and cancels whatever the issuer
 * made of it, e.g. the virtual half of a cardType=all card): 502 card_issuer_refused.
 */
export async function createCard({ ctx, ...request }: CardRequest): Promise<IssuedCardRow> {
  const { card, holder } = await reserveCard({ ctx, ...request });
  return finishReservation({ ctx, reservation: card, holder });
}

/**
 * Calls the issuer for a committed reservation and records its answer (a new card, or a lost or
 * stolen card's replacement): 503 card_issuer_unavailable when the issuer fails (the reconciler
 * finishes it), 502 card_issuer_refused when it refuses for good (the reservation is voided).
 */
export async function finishReservation({
  ctx,
  reservation,
  holder,
}: {
  ctx: EmployerContext;
  reservation: CardRow;
  /** The holder as the reservation read them; read again when not given. */
  holder?: Holder;
}): Promise<IssuedCardRow> {
  try {
    return await issueReservedCard({ ctx, card: reservation, holder });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = failureReason(error);
    if (
      error instanceof IssuingError &&
      !error.retryable &&
      (await voidCardReservation({ ctx, card: reservation, reason }).catch(() => false))
    ) {
      logger.warn({ cardId: reservation.id, reason }, "card reservation voided: the issuer refused it");
      throw new AppError(
        "card_issuer_refused",
        "The card issuer refused to issue this card; nothing was kept. Contact support before trying again.",
        {
          extra: { cardId: reservation.id },
        },
      );
    }
    logger.warn({ cardId: reservation.id, reason }, "card issuer failed; the reconciler will finish the card");
    throw new AppError(
      "card_issuer_unavailable",
      "The card issuer did not answer. The card is reserved and will be issued shortly: watch for card.created or list the employee's cards.",
      {
        extra: { cardId: reservation.id },
      },
    );
  }
}
