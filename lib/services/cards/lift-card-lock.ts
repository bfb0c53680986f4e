import type { IssuedCardRow } from "@/db/schema";

import { moveCardLock, type CardLockRequest } from "./card-changes";

/**
 * Lifts the lock of one reason, if the actor may lift that reason's locks (an employee never HR's
 * or the program's). The card works again only when no lock stands: card.unlocked carries the
 * locks left (`locks: []` means usable). A lock that does not stand is nothing to lift: the card
 * is answered unchanged, with no event. The issuer is told after the commit.
 */
export function liftCardLock({ ctx, ...lock }: CardLockRequest): Promise<IssuedCardRow> {
  return moveCardLock({ ctx, ...lock, move: "unlock" });
}
