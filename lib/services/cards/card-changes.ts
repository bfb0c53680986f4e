import { eq, sql } from "drizzle-orm";

import { cardHistory, cards, isIssuedCard, type IssuedCardRow, type StoredCardLock } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import {
  isLockReason,
  planLock,
  planUnlock,
  type CardChannel,
  type CardLock,
  type LifecycleActor,
  type LifecycleCard,
  type LockReason,
  type Refusal,
} from "@/lib/domain/cards/card-lifecycle";
import { isAuditAction, type AuditAction } from "@/lib/domain/security/audit";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import { recordEvent } from "@/lib/events/record-event";

import { type Actor, actorId, type Origin, type EmployerContext, type QueryContext, type TxContext } from "../context";

import { getCardOrThrow } from "./get-card-or-throw";
import { syncCardAtIssuerSoon } from "./sync-card-at-issuer";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

// What every lifecycle use case shares: who acts and through which door, the card held for the
// change, its lifecycle as the domain reads it, and the history row each change writes.

/** The actor as the lifecycle rules know it; anyone else may not touch a card. */
export function lifecycleActorOf(actor: Actor): LifecycleActor {
  // An operator changes a card only through an employer's own doors (operatorEmployerContext), as HR.
  if (actor.type === "anonymous" || actor.type === "operator") throw new AppError("unauthorized", "Sign in first.");
  return actor.type;
}

const CHANNELS: Record<LifecycleActor, CardChannel> = {
  partner: "api",
  employee: "portal",
  admin: "admin",
  system: "system",
};
export const channelOf = (actor: LifecycleActor): CardChannel => CHANNELS[actor];

export const locksOf = (card: IssuedCardRow): CardLock[] =>
  card.locks.flatMap((lock) =>
    isLockReason(lock.reason) ? [{ reason: lock.reason, placedBy: lock.placedBy as LifecycleActor }] : [],
  );

export const lifecycleOf = (card: IssuedCardRow): LifecycleCard => ({
  closed: card.closedAt !== null,
  locks: locksOf(card),
});

/** The card's lifecycle state in its history: closed, locked (any lock standing) or unlocked. */
export const lifecycleStateOf = (card: { closedAt: Date | null; locks: readonly unknown[] }) =>
  card.closedAt ? "closed" : card.locks.length > 0 ? "locked" : "unlocked";

export const refusalError = (refusal: Refusal) => new AppError(refusal.code, refusal.detail);

/** Asks for the issuer to be told the card's new lifecycle state (in the change's transaction). */
export const issuerSyncRequest = () => ({
  issuerSyncRequests: sql`${cards.issuerSyncRequests} + 1`,
  issuerSyncRequestedAt: new Date(),
});

export async function recordCardChange({
  ctx,
  ...input
}: { ctx: QueryContext & { origin?: Origin } } & {
  card: IssuedCardRow;
  actor: Actor;
  action: string;
  reason: string | null;
  fromState: string;
  toState: string;
  relatedCardId?: string | null;
}): Promise<void> {
  const { db } = ctx;
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
  await recordAudit({
    ctx,
    entry: {
      action: auditActionOf(input.action),
      employerId: input.card.employerId,
      actor: input.actor,
      target: { type: "card", id: input.card.id },
      details: {
        employeeId: input.card.employeeId,
        reason: input.reason,
        fromState: input.fromState,
        toState: input.toState,
        ...(input.relatedCardId ? { relatedCardId: input.relatedCardId } : {}),
      },
    },
  });
}

/** The card change's action in the audit trail's words: a loss and a theft are one action there, their reason says which. */
function auditActionOf(action: string): AuditAction {
  if (action.startsWith("reported_")) return "card.reported_lost_or_stolen";
  const named = `card.${action}`;
  if (!isAuditAction(named)) throw new Error(`card change ${action} has no audit action`);
  return named;
}

/** The ids and codes a lifecycle event carries: never personal data. */
export const eventBase = (card: IssuedCardRow, actor: Actor) => {
  const kind = lifecycleActorOf(actor);
  return {
    employerId: card.employerId,
    employeeId: card.employeeId,
    cardId: card.id,
    actorType: kind,
    channel: channelOf(kind),
  };
};

const LOCK_MOVES = {
  lock: { plan: planLock, action: "locked", event: "card.locked" },
  unlock: { plan: planUnlock, action: "unlocked", event: "card.unlocked" },
} as const;

/** One reason's lock on one card, to place or to lift. */
export type CardLockRequest = { ctx: EmployerContext; employeeId: string; cardId: string; reason: LockReason };

/**
 * Placing or lifting one reason's lock — the write both share: the card row held, the move
 * planned (lib/domain/cards/card-lifecycle.ts), the new locks with a history row and card.locked or
 * card.unlocked (carrying the locks left) in one transaction, then the issuer told after the
 * commit. A move that changes nothing (the lock already stands, or does not) answers the card
 * unchanged with no event.
 */
export async function moveCardLock({
  ctx,
  move,
  ...lock
}: CardLockRequest & { move: CardLockMove }): Promise<IssuedCardRow> {
  authorize(ctx.actor, "cards.write");
  const { card, changed } = await inTransaction(ctx, (tx) => writeCardLockMove({ ctx: tx, move, ...lock }));
  if (changed) await syncCardAtIssuerSoon({ ctx, cardId: card.id });
  return card;
}

export type CardLockMove = keyof typeof LOCK_MOVES;

/**
 * The write of a lock's move inside the caller's transaction, for a change that must pause the card
 * in the same commit (identity starting over: lib/services/identity/restart-identity-check.ts). The
 * issuer is asked to follow (`issuerSyncRequests`): the caller tells it after its commit, or the
 * card reconciler does. `changed` is false when the move changed nothing.
 */
export async function writeCardLockMove({
  ctx: tx,
  employeeId,
  cardId,
  reason,
  move,
}: Omit<CardLockRequest, "ctx"> & { ctx: TxContext; move: CardLockMove }): Promise<{
  card: IssuedCardRow;
  changed: boolean;
}> {
  const actor = lifecycleActorOf(tx.actor);
  const { plan, action, event } = LOCK_MOVES[move];
  const held = await getCardOrThrow({ ctx: tx, employeeId, cardId, forUpdate: true });
  const planned = plan(lifecycleOf(held), actor, reason);
  if (!planned.ok) throw refusalError(planned.refusal);
  if (!planned.changes) return { card: held, changed: false };
  const placed: StoredCardLock = {
    reason,
    placedBy: actor,
    placedById: actorId(tx.actor),
    channel: channelOf(actor),
    placedAt: new Date().toISOString(),
  };
  const locks = move === "lock" ? [...held.locks, placed] : held.locks.filter((lock) => lock.reason !== reason);
  const [row] = await tx.db
    .update(cards)
    .set({ locks, ...issuerSyncRequest() })
    .where(eq(cards.id, held.id))
    .returning();
  await recordCardChange({
    ctx: tx,
    card: held,
    actor: tx.actor,
    action,
    reason,
    fromState: lifecycleStateOf(held),
    toState: lifecycleStateOf({ closedAt: null, locks }),
  });
  await recordEvent({
    ctx: tx,
    type: event,
    employerId: held.employerId,
    employeeId: held.employeeId,
    data: { ...eventBase(held, tx.actor), reason, locks: locks.map((lock) => lock.reason) },
  });
  return { card: row && isIssuedCard(row) ? row : held, changed: true };
}
