import { eq } from "drizzle-orm";

import { cards, isIssuedCard, type IssuedCardRow, type StoredCardLock } from "@/db/schema";
import { planLock, type LockReason } from "@/lib/domain/card-lifecycle";
import { recordEvent } from "@/lib/webhooks/record-event";

import { actorId, inTransaction, type EmployerContext } from "../context";

import { channelOf, eventBase, holdCardForChange, issuerSyncRequest, lifecycleActorOf, lifecycleOf, lifecycleStateOf, recordCardChange, refusalError } from "./card-changes";
import { syncCardAtIssuerSoon } from "./sync-card-at-issuer";

/**
 * Places a lock on the card for a reason (lib/domain/card-lifecycle.ts says who may): the card
 * stops working until every lock is lifted. Locks stack — HR's lock and the cardholder's are two
 * — and the same reason twice is one lock (the card is answered unchanged, no event). The
 * program (a system actor: `systemContext`) places `employment_ended` and `not_eligible` locks
 * through here too. Recorded with card.locked and a history row in one transaction holding the
 * card row; the issuer is told after the commit (the card goes inactive there).
 */
export async function placeCardLock({ ctx, employeeId, cardId, reason }: { ctx: EmployerContext; employeeId: string; cardId: string; reason: LockReason }): Promise<IssuedCardRow> {
  const actor = lifecycleActorOf(ctx.actor);
  const { card, changed } = await inTransaction(ctx, async (tx) => {
    const held = await holdCardForChange(tx, { employeeId, cardId });
    const plan = planLock(lifecycleOf(held), actor, reason);
    if (!plan.ok) throw refusalError(plan.refusal);
    if (!plan.changes) return { card: held, changed: false };
    const lock: StoredCardLock = { reason, placedBy: actor, placedById: actorId(ctx.actor), channel: channelOf(actor), placedAt: new Date().toISOString() };
    const locks = [...held.locks, lock];
    const [row] = await tx.db.update(cards).set({ locks, ...issuerSyncRequest() }).where(eq(cards.id, held.id)).returning();
    await recordCardChange(tx.db, { card: held, actor: ctx.actor, action: "locked", reason, fromState: lifecycleStateOf(held), toState: "locked" });
    await recordEvent(tx.db, {
      type: "card.locked",
      employerId: held.employerId,
      employeeId: held.employeeId,
      data: { ...eventBase(held, ctx.actor), reason, locks: locks.map((l) => l.reason) },
    });
    return { card: row && isIssuedCard(row) ? row : held, changed: true };
  });
  if (changed) await syncCardAtIssuerSoon(ctx.db, card.id);
  return card;
}
