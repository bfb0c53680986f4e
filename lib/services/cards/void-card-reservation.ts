import { and, eq, sql } from "drizzle-orm";

import { cards, type CardRow } from "@/db/schema";
import { getIssuingProvider } from "@/lib/providers/issuing";

import type { EmployerContext, QueryContext } from "../context";

import { releaseAtIssuer } from "./release-at-issuer";

export type VoidableCard = Pick<CardRow, "id" | "cardType" | "employeeId">;

/**
 * Voids a reservation the issuer refused for good, in two steps:
 * 1. reserved → voided, one guarded update: only a reservation nobody has recorded as issued.
 *    The row stays as a tombstone; the unique index skips voided rows, so the employee can ask
 *    for a card again at once.
 * 2. releases it at the issuer: cancels whatever card the issuer holds for it — the virtual card
 *    of a cardType=all reservation whose physical card was refused, or a card an earlier,
 *    timed-out call created after all. If the issuer cannot be reached now, the reconciler
 *    releases it later (lib/jobs/reconcile-card-reservations.ts).
 * Whether this call voided the reservation.
 */
export async function voidCardReservation({
  ctx,
  card,
  reason,
}: {
  ctx: EmployerContext;
  card: VoidableCard;
  reason: string;
}): Promise<boolean> {
  const voided = await ctx.db
    .update(cards)
    .set({
      state: "voided",
      voidedAt: sql`now()`,
      releaseRequests: sql`${cards.releaseRequests} + 1`,
      lastError: reason,
      lockedUntil: null,
    })
    .where(and(eq(cards.id, card.id), eq(cards.employerId, ctx.employerId), eq(cards.state, "reserved")))
    .returning({ releaseRequests: cards.releaseRequests });
  if (!voided[0]) return false;
  // The void stands whether or not the issuer answers now: a failed release is the reconciler's.
  await releaseAtIssuer({ ctx, card: { ...card, releaseRequests: voided[0].releaseRequests } }).catch(() => undefined);
  return true;
}

/**
 * Cards the issuer answered with after their reservation was voided (a request slower than the
 * void): cancelled now, and a new release request so the reconciler makes sure of it.
 */
export async function requestRelease({
  ctx,
  card,
  providerIds,
}: {
  ctx: QueryContext;
  card: VoidableCard;
  providerIds: string[];
}): Promise<void> {
  const { db } = ctx;
  await db
    .update(cards)
    .set({ releaseRequests: sql`${cards.releaseRequests} + 1` })
    .where(and(eq(cards.id, card.id), eq(cards.state, "voided")));
  const issuer = getIssuingProvider();
  for (const providerId of providerIds) await issuer.cancelCard(providerId).catch(() => undefined);
}
