import { AppError } from "@/lib/errors/app-error";
import { failureReason } from "@/lib/errors/failure-reason";
import { logger } from "@/lib/logger";
import type { CardDetailsKey } from "@/lib/providers/issuing";

import { type Args, ownVirtualCard } from "./card-details";

/**
 * Mints the short-lived key the issuer's element needs, in exchange for the nonce the issuer's
 * script made in the browser. The key reads this one card for a few minutes; the card's number
 * goes from the issuer to the element's frame, never through us. No transaction is open.
 */
export async function mintCardDetailsKey({
  nonce,
  ...args
}: Args & { nonce: string }): Promise<CardDetailsKey & { issuingCard: string }> {
  const { card, issuer } = await ownVirtualCard(args);
  try {
    const key = await issuer.createCardDetailsKey({ providerId: card.virtualProviderId, nonce });
    return { ...key, issuingCard: card.virtualProviderId };
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.warn({ cardId: card.id, reason: failureReason(error) }, "card issuer failed to mint a card-details key");
    throw new AppError(
      "card_issuer_unavailable",
      "The card issuer did not answer; try showing the card's details again.",
      { extra: { cardId: card.id } },
    );
  }
}
