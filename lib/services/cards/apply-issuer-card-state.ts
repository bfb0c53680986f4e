import { and, eq, sql } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { cards, isIssuedCard, processedStripeEvents, type CardRow, type IssuedCardRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { planPartChange, type CardEventType, type PartChange } from "@/lib/domain/cards/card-issuer-state";
import { logger } from "@/lib/logger";
import { getIssuingProvider, type IssuerCard } from "@/lib/providers/issuing";
import { recordEvent } from "@/lib/events/record-event";

import type { ServiceContext } from "../context";

export type CardStateOutcome = "applied" | "duplicate" | "ignored" | "released";

/** The Stripe event that brought the report: recorded with its effect, so a redelivery is skipped. */
export type ProcessedEvent = { id: string; type: string };

/**
 * Applies what the issuer reports about one of its cards (its status, its shipment) to our card,
 * through one path for the Stripe webhook and the sandbox's shipping helper alike:
 * - a card that is not ours (no card id in its metadata) or names a card we do not have: ignored.
 *   We do not cancel it: another environment sharing the Stripe account may own it.
 * - a card of a voided reservation of ours, or of an issued card of ours but not the one we
 *   recorded (a duplicate made after an idempotency key expired): cancelled at the issuer. A
 *   cancel that fails throws (the event is redelivered) and asks the reconciler to release too.
 * - a reservation not yet recorded: ignored; recording it writes the card's state.
 * - our card: moved forward as lib/domain/cards/card-issuer-state plans, with the partner events, in one
 *   transaction that holds the row: an activation racing the report records card.activated once.
 */
export async function applyIssuerCardState({
  ctx,
  state,
  event,
}: {
  ctx: ServiceContext;
  state: IssuerCard;
  event?: ProcessedEvent;
}): Promise<CardStateOutcome> {
  const [card] = state.cardId ? await ctx.db.select().from(cards).where(eq(cards.id, state.cardId)) : [];
  if (!card) {
    logger.info(
      { providerCardId: state.providerId, cardId: state.cardId },
      "issuer card event for a card that is not ours: ignored",
    );
    return (await markProcessed(ctx.db, event)) ? "ignored" : "duplicate";
  }
  if (isStray(card, state)) {
    await release(ctx.db, card, state);
    return (await markProcessed(ctx.db, event)) ? "released" : "duplicate";
  }
  if (card.state !== "issued") return (await markProcessed(ctx.db, event)) ? "ignored" : "duplicate";
  return inTransaction(ctx, async (tx) => {
    if (!(await markProcessed(tx.db, event))) return "duplicate";
    const [locked] = await tx.db.select().from(cards).where(eq(cards.id, card.id)).for("update");
    if (!locked || !isIssuedCard(locked)) return "ignored";
    const kind =
      locked.virtualProviderId === state.providerId
        ? "virtual"
        : locked.physicalProviderId === state.providerId
          ? "physical"
          : null;
    // A card not the one we recorded, already cancelled at the issuer: nothing of ours changes.
    if (!kind) return "ignored";
    const change = planPartChange({ kind, current: currentPart(locked, kind), reported: state, now: new Date() });
    if (!change.status && !change.shipping) return "ignored";
    await tx.db.update(cards).set(columnsFor(kind, change)).where(eq(cards.id, locked.id));
    for (const type of change.events)
      await recordEvent({
        ctx: tx,
        type,
        employerId: locked.employerId,
        employeeId: locked.employeeId,
        data: eventData(type, locked, kind, change),
      });
    return change.events.length > 0 ? "applied" : "ignored";
  });
}

/** A card at the issuer that must not stay live: its reservation was voided, or it is not the card we recorded. */
function isStray(card: CardRow, state: IssuerCard): boolean {
  if (state.status === "canceled") return false;
  if (card.state === "voided") return true;
  return (
    card.state === "issued" &&
    state.providerId !== card.virtualProviderId &&
    state.providerId !== card.physicalProviderId
  );
}

async function release(db: Queryable, card: CardRow, state: IssuerCard): Promise<void> {
  try {
    await getIssuingProvider().cancelCard(state.providerId);
    logger.warn(
      { cardId: card.id, providerCardId: state.providerId, state: card.state },
      "issuer card that is not live for us cancelled",
    );
  } catch (error) {
    // The reconciler's release pass looks for it too (a voided card's live cards at the issuer).
    await db
      .update(cards)
      .set({ releaseRequests: sql`${cards.releaseRequests} + 1` })
      .where(and(eq(cards.id, card.id), eq(cards.state, "voided")));
    throw error;
  }
}

async function markProcessed(db: Queryable, event: ProcessedEvent | undefined): Promise<boolean> {
  if (!event) return true;
  const fresh = await db
    .insert(processedStripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: processedStripeEvents.id });
  return fresh.length > 0;
}

export const currentPart = (card: IssuedCardRow, kind: "virtual" | "physical") => ({
  status: kind === "virtual" ? card.virtualStatus : card.physicalStatus,
  shippingStatus: card.shippingStatus,
  shippedAt: card.shippedAt,
  deliveredAt: card.deliveredAt,
  trackingNumber: card.shippingTrackingNumber,
  carrier: card.shippingCarrier,
  eta: card.shippingEta,
});

export function columnsFor(kind: "virtual" | "physical", change: PartChange): Partial<typeof cards.$inferInsert> {
  const { status, activatedAt, shipping } = change;
  return {
    ...(status ? (kind === "virtual" ? { virtualStatus: status } : { physicalStatus: status }) : {}),
    ...(activatedAt ? { activatedAt } : {}),
    ...(shipping
      ? {
          shippingStatus: shipping.status,
          shippedAt: shipping.shippedAt,
          deliveredAt: shipping.deliveredAt,
          shippingTrackingNumber: shipping.trackingNumber,
          shippingCarrier: shipping.carrier,
          shippingEta: shipping.eta,
        }
      : {}),
  };
}

export function eventData(
  type: CardEventType,
  card: IssuedCardRow,
  kind: "virtual" | "physical",
  change: PartChange,
): Record<string, unknown> {
  const base = { employerId: card.employerId, employeeId: card.employeeId, cardId: card.id };
  switch (type) {
    case "card.shipped":
      return {
        ...base,
        trackingNumber: change.shipping?.trackingNumber ?? null,
        carrier: change.shipping?.carrier ?? null,
        eta: change.shipping?.eta?.toISOString() ?? null,
      };
    case "card.shipping_failed":
      return { ...base, shippingStatus: change.shipping?.status };
    case "card.canceled":
      return { ...base, cardKind: kind };
    case "card.activated":
    case "card.delivered":
      return base;
  }
}
