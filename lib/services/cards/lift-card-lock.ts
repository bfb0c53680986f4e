import { eq } from "drizzle-orm";

import { cards, isIssuedCard, type IssuedCardRow } from "@/db/schema";
import { planUnlock, type LockReason } from "@/lib/domain/card-lifecycle";
import { recordEvent } from "@/lib/webhooks/record-event";

import { inTransaction, type EmployerContext } from "../context";

import { eventBase, holdCardForChange, issuerSyncRequest, lifecycleActorOf, lifecycleOf, lifecycleStateOf, recordCardChange, refusalError } from "./card-changes";
import { syncCardAtIssuerSoon } from "./sync-card-at-issuer";

/**
 * Lifts the lock of one reason, if the actor may lift that reason's locks (an employee never HR's
 * or the program's). The card works again only when no lock stands: card.unlocked carries the
 * locks left (`locks: []` means usable). A lock that does not stand is nothing to lift: the card
 * is answered unchanged, with no event. The issuer is told after the commit.
 */
export async function liftCardLock({ ctx, employeeId, cardId, reason }: { ctx: EmployerContext; employeeId: string; cardId: string; reason: LockReason }): Promise<IssuedCardRow> {
  const actor = lifecycleActorOf(ctx.actor);
  const { card, changed } = await inTransaction(ctx, async (tx) => {
    const held = await holdCardForChange(tx, { employeeId, cardId });
    const plan = planUnlock(lifecycleOf(held), actor, reason);
    if (!plan.ok) throw refusalError(plan.refusal);
    if (!plan.changes) return { card: held, changed: false };
    const locks = held.locks.filter((lock) => lock.reason !== reason);
    const [row] = await tx.db.update(cards).set({ locks, ...issuerSyncRequest() }).where(eq(cards.id, held.id)).returning();
    const toState = lifecycleStateOf({ closedAt: null, locks });
    await recordCardChange(tx.db, { card: held, actor: ctx.actor, action: "unlocked", reason, fromState: "locked", toState });
    await recordEvent(tx.db, {
      type: "card.unlocked",
      employerId: held.employerId,
      employeeId: held.employeeId,
      data: { ...eventBase(held, ctx.actor), reason, locks: locks.map((l) => l.reason) },
    });
    return { card: row && isIssuedCard(row) ? row : held, changed: true };
  });
  if (changed) await syncCardAtIssuerSoon(ctx.db, card.id);
  return card;
}
