import type { IssuedCardRow } from "@/db/schema";

import { moveCardLock, type CardLockRequest } from "./card-changes";

/**
 * Places a lock on the card for a reason (lib/domain/cards/card-lifecycle.ts says who may): the card
 * stops working until every lock is lifted. Locks stack — HR's lock and the cardholder's are two
 * — and the same reason twice is one lock (the card is answered unchanged, no event). The
 * program (a system actor: `systemContext`) places `employment_ended` and `not_eligible` locks
 * through here too (lib/services/program-rules). card.locked and a history row; the issuer holds
 * the card inactive after the commit.
 */
export function placeCardLock({ ctx, ...lock }: CardLockRequest): Promise<IssuedCardRow> {
  return moveCardLock({ ctx, ...lock, move: "lock" });
}
