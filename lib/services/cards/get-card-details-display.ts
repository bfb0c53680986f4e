import type { CardDetailsDisplay } from "@/lib/providers/issuing";

import { type Args, ownVirtualCard } from "./card-details";

/** Which element of the issuer shows the card, and the issuer's id for the card (what the element is given). */
export async function getCardDetailsDisplay(args: Args): Promise<{ display: CardDetailsDisplay; issuingCard: string }> {
  const { card, issuer } = await ownVirtualCard(args);
  return { display: issuer.display, issuingCard: card.virtualProviderId };
}
