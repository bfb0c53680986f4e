import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import type { CardTermsRecord } from "@/lib/domain/cards/card-terms";

import { belongsTo, createdAt, traceparent } from "./columns";
import { ownedByEmployee } from "./employees";

// One card account per employee — the unique index is what makes twenty simultaneous create
// requests issue exactly one card. Only last four and expiry are kept: never a full card number.
// A card is first `reserved` (our row, no issuer ids yet, committed before the issuer is called),
// then `issued` once the issuer's answer is recorded (docs/payments-and-cards.md). A reservation
// the issuer refuses for good is `voided`: kept as a tombstone (the unique index skips it, so the
// employee can ask again), and whatever the issuer holds for it is cancelled there — including a
// card that reaches the issuer after the void — until issuer_released_at says nothing is left.
export const cards = pgTable(
  "cards",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployee(),
    cardType: text("card_type").notNull(),
    state: text("state").$type<"reserved" | "issued" | "voided">().notNull().default("issued"),
    provider: text("provider").notNull(),
    virtualProviderId: text("virtual_provider_id"),
    virtualStatus: text("virtual_status"),
    virtualLastFour: text("virtual_last_four"),
    virtualExpMonth: integer("virtual_exp_month"),
    virtualExpYear: integer("virtual_exp_year"),
    physicalProviderId: text("physical_provider_id"),
    physicalStatus: text("physical_status"),
    physicalLastFour: text("physical_last_four"),
    physicalExpMonth: integer("physical_exp_month"),
    physicalExpYear: integer("physical_exp_year"),
    shippingStatus: text("shipping_status"),
    shippingAddress: jsonb("shipping_address").$type<Record<string, string | null>>(),
    shippingTrackingNumber: text("shipping_tracking_number"),
    // What the issuer reports about the shipment (Stripe Issuing: shipping.carrier, shipping.eta).
    shippingCarrier: text("shipping_carrier"),
    shippingEta: timestamp("shipping_eta", { withTimezone: true }),
    createdAt: createdAt(),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    // The reconciler's claim on a reservation (SKIP LOCKED + lease), and what went wrong last.
    reconcileAttempts: integer("reconcile_attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    traceparent: traceparent(),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    // A voided card's release at the issuer (cancelling whatever it holds for the card): requested
    // at the void, and again whenever a card for it turns up later; a release pass that cancelled
    // everything it found records how many requests it covered. Fewer covered than requested →
    // the reconciler looks again.
    releaseRequests: integer("release_requests").notNull().default(0),
    releasesCovered: integer("releases_covered").notNull().default(0),
    // The lifecycle (lib/domain/cards/card-lifecycle.ts): locks stack by reason, in this row so the row
    // lock that every lifecycle move takes guards them; a closed card is kept (its history, its
    // replacement's link) but no longer counts as the employee's card.
    locks: jsonb("locks").$type<StoredCardLock[]>().notNull().default([]),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closeReason: text("close_reason"),
    // A lost or stolen card's replacement: a new card (new number), linked both ways.
    replacesCardId: text("replaces_card_id"),
    replacedByCardId: text("replaced_by_card_id"),
    // The terms the card was asked for on (lib/domain/cards/card-terms.ts): the limit, the repayment plan
    // and how it is repaid, with who confirmed them and when. A replacement carries its card's.
    // Null on cards issued before terms were recorded.
    terms: jsonb("terms").$type<CardTermsRecord>(),
    // Telling the issuer what our lifecycle says (locked → inactive, closed → canceled): requested
    // in the transaction of the change, covered by a sync that read that request; fewer covered
    // than requested → the reconciler syncs again (lib/services/cards/sync-card-at-issuer.ts).
    issuerSyncRequests: integer("issuer_sync_requests").notNull().default(0),
    issuerSyncsCovered: integer("issuer_syncs_covered").notNull().default(0),
    issuerSyncRequestedAt: timestamp("issuer_sync_requested_at", { withTimezone: true }),
  },
  (table) => [
    // The employee's live card: a voided reservation and a closed (or replaced) card do not count.
    uniqueIndex("cards_employee_id_uq")
      .on(table.employeeId)
      .where(sql`${table.state} <> 'voided' and ${table.closedAt} is null`),
    index("cards_issuer_unsynced_idx")
      .on(table.issuerSyncRequestedAt)
      .where(sql`${table.issuerSyncsCovered} < ${table.issuerSyncRequests}`),
    index("cards_employer_id_idx").on(table.employerId),
    index("cards_reserved_created_at_idx")
      .on(table.createdAt)
      .where(sql`${table.state} = 'reserved'`),
    index("cards_unreleased_idx")
      .on(table.voidedAt)
      .where(sql`${table.state} = 'voided' and ${table.releasesCovered} < ${table.releaseRequests}`),
  ],
);

/** One standing lock: its reason, who placed it (actor type and id), through which channel, when. */
export type StoredCardLock = {
  reason: string;
  placedBy: string;
  placedById: string;
  channel: string;
  placedAt: string;
};

// Every lifecycle change of a card — who (actor type and id), through which channel, why (a reason
// code), from which state to which — for HR's timeline; partners hear the same through events.
export const cardHistory = pgTable(
  "card_history",
  {
    id: text("id").primaryKey(),
    cardId: belongsTo("card_id", () => cards.id),
    employerId: text("employer_id").notNull(),
    employeeId: text("employee_id").notNull(),
    action: text("action").notNull(),
    reason: text("reason"),
    actorType: text("actor_type").notNull(),
    actorId: text("actor_id").notNull(),
    channel: text("channel").notNull(),
    fromState: text("from_state").notNull(),
    toState: text("to_state").notNull(),
    relatedCardId: text("related_card_id"),
    createdAt: createdAt(),
  },
  (table) => [
    index("card_history_employee_id_created_at_idx").on(table.employeeId, table.createdAt),
    index("card_history_card_id_idx").on(table.cardId),
  ],
);

export type CardHistoryRow = typeof cardHistory.$inferSelect;

export type CardRow = typeof cards.$inferSelect;

/** A card the issuer has answered for: its virtual part is known. Only these reach a partner. */
export type IssuedCardRow = CardRow & {
  state: "issued";
  virtualProviderId: string;
  virtualStatus: string;
  virtualLastFour: string;
  virtualExpMonth: number;
  virtualExpYear: number;
};

/** In SQL: a card the person holds now — issued and not closed (a reservation, a void or a closed card is none). */
export const isLiveCard = () => and(eq(cards.state, "issued"), isNull(cards.closedAt))!;

/** In SQL: the employee's live card (isLiveCard), if they hold one. */
export const liveCardOf = (employeeId: string, employerId: string) =>
  and(eq(cards.employeeId, employeeId), eq(cards.employerId, employerId), isLiveCard())!;

/**
 * In SQL: the employee's current card — held or being issued. A voided reservation is a tombstone
 * (it neither blocks a new card nor is reported as one) and a closed card (closed, or lost and
 * replaced) no longer counts; its replacement does. The unique index cards_employee_id_uq is on the
 * same terms, so at most one row matches.
 */
export const currentCardOf = (employeeId: string, employerId: string) =>
  and(
    eq(cards.employeeId, employeeId),
    eq(cards.employerId, employerId),
    ne(cards.state, "voided"),
    isNull(cards.closedAt),
  )!;

export function isIssuedCard(card: CardRow): card is IssuedCardRow {
  return (
    card.state === "issued" &&
    card.virtualProviderId !== null &&
    card.virtualStatus !== null &&
    card.virtualLastFour !== null &&
    card.virtualExpMonth !== null &&
    card.virtualExpYear !== null
  );
}
