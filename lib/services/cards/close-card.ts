import { eq } from "drizzle-orm";

import { cards, isIssuedCard, type IssuedCardRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { planClose, type CloseReason } from "@/lib/domain/cards/card-lifecycle";
import { recordEvent } from "@/lib/events/record-event";

import type { EmployeeRequest } from "../requests";

import {
  eventBase,
  issuerSyncRequest,
  lifecycleActorOf,
  lifecycleOf,
  lifecycleStateOf,
  recordCardChange,
  refusalError,
} from "./card-changes";
import { getCardOrThrow } from "./get-card-or-throw";
import { syncCardAtIssuerSoon } from "./sync-card-at-issuer";
import { authorize } from "../authorize";

/**
 * Closes the card for good, without a replacement: both its parts read Canceled, it no longer
 * counts as the employee's card (a new one may be requested), and the issuer cancels it after the
 * commit. Closing a closed card answers it unchanged. card.closed with the reason.
 */
export async function closeCard({
  ctx,
  employeeId,
  cardId,
  reason,
}: EmployeeRequest & { cardId: string; reason: CloseReason }): Promise<IssuedCardRow> {
  authorize(ctx.actor, "cards.write");
  const actor = lifecycleActorOf(ctx.actor);
  const { card, changed } = await inTransaction(ctx, async (tx) => {
    const held = await getCardOrThrow({ ctx: tx, employeeId, cardId, forUpdate: true });
    const plan = planClose(lifecycleOf(held), actor, reason);
    if (!plan.ok) throw refusalError(plan.refusal);
    if (!plan.changes) return { card: held, changed: false };
    const [row] = await tx.db.update(cards).set(closedColumns(held, reason)).where(eq(cards.id, held.id)).returning();
    await recordCardChange({
      ctx: tx,
      card: held,
      actor: ctx.actor,
      action: "closed",
      reason,
      fromState: lifecycleStateOf(held),
      toState: "closed",
    });
    await recordEvent({
      ctx: tx,
      type: "card.closed",
      employerId: held.employerId,
      employeeId: held.employeeId,
      data: { ...eventBase(held, ctx.actor), reason, replacedByCardId: null },
    });
    return { card: row && isIssuedCard(row) ? row : held, changed: true };
  });
  if (changed) await syncCardAtIssuerSoon({ ctx, cardId: card.id });
  return card;
}

/** A closed card's columns: both parts Canceled (so the issuer's later report of it records nothing more), the sync asked for. */
export const closedColumns = (card: IssuedCardRow, reason: string, replacedByCardId: string | null = null) => ({
  closedAt: new Date(),
  closeReason: reason,
  replacedByCardId,
  virtualStatus: "Canceled",
  ...(card.physicalProviderId ? { physicalStatus: "Canceled" } : {}),
  ...issuerSyncRequest(),
});
