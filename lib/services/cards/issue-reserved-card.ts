import { and, eq, isNull, sql } from "drizzle-orm";

import { cte, decodeRow, statement } from "@/db/statement";

import { cards, isIssuedCard, type CardRow, type IssuedCardRow } from "@/db/schema";
import type { Queryable } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { planPartChange, type ReportedShipping } from "@/lib/domain/cards/card-issuer-state";
import { AppError } from "@/lib/errors/app-error";
import { isLossReason, type LossReason } from "@/lib/domain/cards/card-lifecycle";
import {
  getIssuingProvider,
  idempotencyKeyFor,
  IssuingError,
  type CardKind,
  type IssuedCard,
} from "@/lib/providers/issuing";
import { recordCardIssuance } from "@/lib/telemetry/metrics";
import { takeEventSequence } from "@/lib/events/event-sequence";
import { eventWrite, recordEvent } from "@/lib/events/record-event";

import { type EmployerContext } from "../context";

import { columnsFor, currentPart, eventData } from "./apply-issuer-card-state";
import { issuerSyncRequest } from "./card-changes";
import { loadCardholder, type Holder } from "./load-cardholder";
import { syncCardAtIssuer, syncCardAtIssuerSoon } from "./sync-card-at-issuer";
import { requestRelease } from "./void-card-reservation";

type Reservation = Pick<CardRow, "id" | "employerId" | "employeeId" | "cardType" | "shippingAddress"> &
  Partial<Pick<CardRow, "replacesCardId">>;

/** For a replacement: the card it replaces, cancelled at the issuer first (as Stripe requires for a lost or stolen card). */
async function replacedCard(
  ctx: EmployerContext,
  replacesCardId: string | null | undefined,
): Promise<IssuedCardRow | null> {
  if (!replacesCardId) return null;
  const [old] = await ctx.db
    .select()
    .from(cards)
    .where(and(eq(cards.id, replacesCardId), eq(cards.employerId, ctx.employerId)));
  if (!old || !isIssuedCard(old)) return null;
  if (!(await syncCardAtIssuer({ ctx, cardId: old.id })))
    throw new IssuingError("the replaced card is still being changed at the issuer", true);
  return old;
}

/**
 * Steps two and three of issuing a card: call the issuer with no transaction open, with keys
 * derived from our card id (a repeat — a retry, the reconciler — gets the same cards), then record
 * the answer in one short transaction guarded by state, with card.created. Whoever records first
 * wins; a second recorder finds the card issued and returns it, so the event is written once.
 * `lookUpFirst` (the reconciler, with its attempt number) asks the issuer for a card it may
 * already hold for our id — an answer lost, a key expired since the first attempt — and, finding
 * none, issues under a key of that attempt (idempotencyKeyFor): the request's key may hold a
 * failure the issuer replays to every retry with it. A reservation is a minute old before the
 * reconciler takes it, so no request of its own is still running at the issuer.
 */
export async function issueReservedCard({
  ctx,
  card,
  holder,
  lookUpFirst,
}: {
  ctx: EmployerContext;
  card: Reservation;
  /** The holder as the reservation just read them (a card request); read now when not given. */
  holder?: Holder;
  /** The reconciler's attempt: look the card up first, then issue under that attempt's key. */
  lookUpFirst?: { attempt: number };
}): Promise<IssuedCardRow> {
  const issuer = getIssuingProvider();
  const { cardholder, shippingAddress } = holder ?? (await loadCardholder({ ctx, card }));
  const old = await replacedCard(ctx, card.replacesCardId);
  const replacementOf = (kind: CardKind) => {
    const replaced = kind === "virtual" ? old?.virtualProviderId : old?.physicalProviderId;
    const reason = old?.closeReason;
    return replaced && isLossReason(reason ?? null)
      ? { replacementFor: replaced, replacementReason: reason as LossReason }
      : {};
  };
  const obtain = async (kind: CardKind): Promise<IssuedCard> =>
    (lookUpFirst ? await issuer.findCard({ cardId: card.id, kind, employeeId: card.employeeId }) : null) ??
    (await timedIssuance(issuer.name, () =>
      issuer.issueCard({
        cardId: card.id,
        kind,
        idempotencyKey: idempotencyKeyFor(card.id, kind, lookUpFirst?.attempt),
        ...(lookUpFirst ? { reconcileAttempt: lookUpFirst.attempt } : {}),
        cardholder,
        ...(kind === "physical" && shippingAddress ? { shippingAddress } : {}),
        ...replacementOf(kind),
      }),
    ));
  const virtual = await obtain("virtual");
  const physical = card.cardType === "all" ? await obtain("physical") : undefined;
  const recorded = await recordIssuedCard({ ctx, card, virtual, physical });
  // A replacement keeps HR's and the program's locks: the issuer holds it inactive too.
  if (recorded.issuerSyncsCovered < recorded.issuerSyncRequests)
    await syncCardAtIssuerSoon({ ctx, cardId: recorded.id });
  return recorded;
}

/** card_issuance_duration_seconds around one issuer call. */
async function timedIssuance<T>(provider: string, call: () => Promise<T>): Promise<T> {
  const startedAt = performance.now();
  try {
    const issued = await call();
    recordCardIssuance(provider, true, startedAt);
    return issued;
  } catch (error) {
    recordCardIssuance(provider, false, startedAt);
    throw error;
  }
}

/**
 * The shipment as the issuer answered the create (the sandbox mails a card at once: shipped, with
 * its tracking number), applied as any later report is — forward only, card.shipped after
 * card.created — so the contract's create → activate works with no other call.
 */
async function recordShipmentAsAnswered(
  db: Queryable,
  row: IssuedCardRow,
  shipping: ReportedShipping,
): Promise<IssuedCardRow> {
  const change = planPartChange({
    kind: "physical",
    current: currentPart(row, "physical"),
    reported: { status: null, shipping },
    now: new Date(),
  });
  if (!change.shipping) return row;
  const [updated] = await db.update(cards).set(columnsFor("physical", change)).where(eq(cards.id, row.id)).returning();
  for (const type of change.events)
    await recordEvent({
      ctx: { db },
      type,
      employerId: row.employerId,
      employeeId: row.employeeId,
      data: eventData(type, row, "physical", change),
    });
  return updated && isIssuedCard(updated) ? updated : row;
}

async function recordIssuedCard({
  ctx,
  card,
  virtual,
  physical,
}: {
  ctx: EmployerContext;
  card: Reservation;
  virtual: IssuedCard;
  physical?: IssuedCard;
}): Promise<IssuedCardRow> {
  const { employerId, employeeId, cardType } = card;
  const issued = {
    state: "issued",
    virtualProviderId: virtual.providerId,
    virtualStatus: "Active",
    virtualLastFour: virtual.lastFour,
    virtualExpMonth: virtual.expMonth,
    virtualExpYear: virtual.expYear,
    ...(physical
      ? {
          physicalProviderId: physical.providerId,
          physicalStatus: "Inactive",
          physicalLastFour: physical.lastFour,
          physicalExpMonth: physical.expMonth,
          physicalExpYear: physical.expYear,
          shippingStatus: "pending",
        }
      : {}),
    lockedUntil: null,
    lastError: null,
  } as const;
  const createdData = { employerId, employeeId, cardId: card.id, cardType };
  // The common case in one statement: a new card (no replacement, no lock, no shipment to apply).
  if (!card.replacesCardId && !physical?.shipping) {
    const recorded = await recordNewCard(ctx, card, issued, createdData);
    if (recorded) return recorded;
  }
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db.update(cards).set(issued).where(stillReserved(ctx, card)).returning();
    if (row && isIssuedCard(row)) {
      const replaces = row.replacesCardId;
      await recordEvent({
        ctx: tx,
        type: "card.created",
        employerId,
        employeeId,
        data: { ...createdData, ...(replaces ? { replacesCardId: replaces } : {}) },
      });
      if (replaces) {
        const [old] = await tx.db.select({ closeReason: cards.closeReason }).from(cards).where(eq(cards.id, replaces));
        await recordEvent({
          ctx: tx,
          type: "card.replaced",
          employerId,
          employeeId,
          data: {
            employerId,
            employeeId,
            cardId: replaces,
            replacementCardId: card.id,
            reason: old?.closeReason ?? null,
          },
        });
      }
      if (row.locks.length > 0) {
        const [synced] = await tx.db.update(cards).set(issuerSyncRequest()).where(eq(cards.id, row.id)).returning();
        if (synced && isIssuedCard(synced))
          return physical?.shipping ? recordShipmentAsAnswered(tx.db, synced, physical.shipping) : synced;
      }
      return physical?.shipping ? recordShipmentAsAnswered(tx.db, row, physical.shipping) : row;
    }
    // Recorded meanwhile by the other path (the request or the reconciler): same issuer cards.
    const [current] = await tx.db.select().from(cards).where(eq(cards.id, card.id));
    if (current && isIssuedCard(current)) return current;
    return undefined;
  }).then(async (recorded) => {
    if (recorded) return recorded;
    // Voided meanwhile (the issuer refused the other kind, or the reconciler gave up on a refusal)
    // — or the employee is gone. The cards just issued are nobody's: cancel them at the issuer.
    const issuedIds = [virtual.providerId, ...(physical ? [physical.providerId] : [])];
    await requestRelease({ ctx, card, providerIds: issuedIds });
    throw new AppError(
      "card_issuer_refused",
      "The card issuer refused this card and nothing was kept; the employee can request a card again.",
      {
        extra: { cardId: card.id },
      },
    );
  });
}

/** The card, of this employer, still reserved: what recording the issuer's card may change. */
const stillReserved = (ctx: EmployerContext, card: Pick<CardRow, "id">) =>
  and(eq(cards.id, card.id), eq(cards.employerId, ctx.employerId), eq(cards.state, "reserved"));

/**
 * A new card recorded in one statement, with card.created (issue 28: was six round trips): the
 * update guarded by state, the employee's next event number taken only when it matched, the event,
 * its deliveries and the worker's wake-up. Undefined when the guard does not hold — recorded
 * meanwhile, voided, locked, a replacement — and the transaction above decides what that means.
 */
async function recordNewCard(
  ctx: EmployerContext,
  card: Reservation,
  issued: Partial<CardRow>,
  data: Record<string, unknown>,
): Promise<IssuedCardRow | undefined> {
  const { employerId, employeeId } = card;
  const update = ctx.db
    .update(cards)
    .set(issued)
    .where(and(stillReserved(ctx, card), isNull(cards.replacesCardId), sql`${cards.locks} = '[]'::jsonb`))
    .returning();
  const recorded = cte("recorded_card", update);
  const sequence = cte("next_sequence", takeEventSequence({ employerId, employeeId, onlyIf: recorded }));
  const event = eventWrite({ type: "card.created", employerId, employeeId, data }, sequence);
  const result = await ctx.db.execute<Record<string, unknown>>(
    statement(
      [recorded, sequence, ...event.parts],
      sql`select ${recorded.name}.*, ${event.wakeWorker} as woken from ${recorded.name}`,
    ),
  );
  const [raw] = result.rows;
  if (!raw) return undefined;
  const row = decodeRow(cards, raw);
  return isIssuedCard(row) ? row : undefined;
}
