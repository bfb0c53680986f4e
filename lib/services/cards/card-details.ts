import { AppError } from "@/lib/errors/app-error";
import { failureReason } from "@/lib/errors/failure-reason";
import { logger } from "@/lib/logger";
import { getIssuingProvider, type CardDetailsDisplay, type CardDetailsKey } from "@/lib/providers/issuing";

import type { EmployerContext } from "../context";

import { getCardOrThrow } from "./get-card-or-throw";

type Args = { ctx: EmployerContext; employeeId: string; cardId: string };

/**
 * The employee's own virtual card, for showing its details. Only the portal's routes call these,
 * with the session's own employee (never a partner or HR: the numbers are for the cardholder's
 * eyes). Only a card the configured issuer issued: after a switch of issuer, an older card's
 * details cannot be reached through the new one.
 */
async function ownVirtualCard({ ctx, employeeId, cardId }: Args) {
  const card = await getCardOrThrow({ ctx, employeeId, cardId });
  const issuer = getIssuingProvider();
  if (card.provider !== issuer.name)
    throw new AppError("card_details_unavailable", "This card's details cannot be shown here; contact support.");
  return { card, issuer };
}

/** Which element of the issuer shows the card, and the issuer's id for the card (what the element is given). */
export async function getCardDetailsDisplay(args: Args): Promise<{ display: CardDetailsDisplay; issuingCard: string }> {
  const { card, issuer } = await ownVirtualCard(args);
  return { display: issuer.display, issuingCard: card.virtualProviderId };
}

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
