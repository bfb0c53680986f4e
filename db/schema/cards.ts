import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { employees } from "./employees";
import { employers } from "./employers";

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
    employerId: text("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    employeeId: text("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    // The reconciler's claim on a reservation (SKIP LOCKED + lease), and what went wrong last.
    reconcileAttempts: integer("reconcile_attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    // A voided card's release at the issuer (cancelling whatever it holds for the card): requested
    // at the void, and again whenever a card for it turns up later; a release pass that cancelled
    // everything it found records how many requests it covered. Fewer covered than requested →
    // the reconciler looks again.
    releaseRequests: integer("release_requests").notNull().default(0),
    releasesCovered: integer("releases_covered").notNull().default(0),
  },
  (table) => [
    uniqueIndex("cards_employee_id_uq").on(table.employeeId).where(sql`${table.state} <> 'voided'`),
    index("cards_employer_id_idx").on(table.employerId),
    index("cards_reserved_created_at_idx").on(table.createdAt).where(sql`${table.state} = 'reserved'`),
    index("cards_unreleased_idx").on(table.voidedAt).where(sql`${table.state} = 'voided' and ${table.releasesCovered} < ${table.releaseRequests}`),
  ],
);

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
