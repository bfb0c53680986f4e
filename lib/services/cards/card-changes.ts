import { and, eq, sql } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { cardHistory, cards, isIssuedCard, type IssuedCardRow } from "@/db/schema";
import { isLockReason, type CardChannel, type CardLock, type LifecycleActor, type LifecycleCard, type Refusal } from "@/lib/domain/card-lifecycle";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";

import { actorId, type Actor, type TxContext } from "../context";
import { mayReachEmployee } from "../employees/get-employee-or-throw";

// What every lifecycle use case shares: who acts and through which door, the card held for the
// change, its lifecycle as the domain reads it, and the history row each change writes.

/** The actor as the lifecycle rules know it; anyone else may not touch a card. */
export function lifecycleActorOf(actor: Actor): LifecycleActor {
  if (actor.type === "anonymous") throw new AppError("unauthorized", "Sign in first.");
  return actor.type;
}

const CHANNELS: Record<LifecycleActor, CardChannel> = { partner: "api", employee: "portal", admin: "admin", system: "system" };
export const channelOf = (actor: LifecycleActor): CardChannel => CHANNELS[actor];

/**
 * The employee's issued card, locked for a lifecycle change (scoped by employer and employee; an
 * employee reaches only their own). Lifecycle moves lock the card row first and the employee's
 * event counter after (recordEvent), the order the issuer's card events take too.
 */
export async function holdCardForChange(tx: TxContext, { employeeId, cardId }: { employeeId: string; cardId: string }): Promise<IssuedCardRow> {
  if (!mayReachEmployee(tx.actor, employeeId)) throw cardNotFound();
  const [card] = await tx.db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.employeeId, employeeId), eq(cards.employerId, tx.employerId)))
    .for("update");
  if (!card || !isIssuedCard(card)) throw cardNotFound();
  return card;
}

const cardNotFound = () => new AppError("card_not_found", "No card with this id for the employee.");

export const locksOf = (card: IssuedCardRow): CardLock[] =>
  card.locks.flatMap((lock) => (isLockReason(lock.reason) ? [{ reason: lock.reason, placedBy: lock.placedBy as LifecycleActor }] : []));

export const lifecycleOf = (card: IssuedCardRow): LifecycleCard => ({ closed: card.closedAt !== null, locks: locksOf(card) });

/** The card's lifecycle state in its history: closed, locked (any lock standing) or unlocked. */
export const lifecycleStateOf = (card: { closedAt: Date | null; locks: readonly unknown[] }) => (card.closedAt ? "closed" : card.locks.length > 0 ? "locked" : "unlocked");

export const refusalError = (refusal: Refusal) => new AppError(refusal.code, refusal.detail);

/** Asks for the issuer to be told the card's new lifecycle state (in the change's transaction). */
export const issuerSyncRequest = () => ({ issuerSyncRequests: sql`${cards.issuerSyncRequests} + 1`, issuerSyncRequestedAt: new Date() });

export async function recordCardChange(
  db: Queryable,
  input: { card: IssuedCardRow; actor: Actor; action: string; reason: string | null; fromState: string; toState: string; relatedCardId?: string | null },
): Promise<void> {
  const kind = lifecycleActorOf(input.actor);
  await db.insert(cardHistory).values({
    id: createId("chg"),
    cardId: input.card.id,
    employerId: input.card.employerId,
    employeeId: input.card.employeeId,
    action: input.action,
    reason: input.reason,
    actorType: kind,
    actorId: actorId(input.actor),
    channel: channelOf(kind),
    fromState: input.fromState,
    toState: input.toState,
    relatedCardId: input.relatedCardId ?? null,
  });
}

/** The ids and codes a lifecycle event carries: never personal data. */
export const eventBase = (card: IssuedCardRow, actor: Actor) => {
  const kind = lifecycleActorOf(actor);
  return { employerId: card.employerId, employeeId: card.employeeId, cardId: card.id, actorType: kind, channel: channelOf(kind) };
};
