import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { createdAt, updatedAt } from "./columns";

// State of the sandbox payments provider, which plays Stripe's part offline. In the database, not
// in memory, so any app instance can confirm what another created.
export const sandboxSetupIntents = pgTable(
  "sandbox_setup_intents",
  {
    id: text("id").primaryKey(),
    clientSecret: text("client_secret").notNull(),
    customerId: text("customer_id").notNull(),
    employeeId: text("employee_id").notNull(),
    status: text("status").notNull(),
    paymentMethod: jsonb("payment_method").$type<Record<string, unknown>>(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sandbox_setup_intents_customer_id_idx").on(table.customerId)],
);

// Stripe events already applied: a redelivered event is acknowledged and skipped.
export const processedStripeEvents = pgTable("processed_stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

// Cards at the sandbox issuer, which plays Stripe Issuing's part: the idempotency key makes a
// repeated issue return the same card, and the card id (Stripe: metadata) lets findCard look one up.
// A physical card is mailed when it is made (shipped at once) and delivered by the worker after
// SANDBOX_CARD_DELIVERY_DELAY; the test helpers move it as Stripe's do (ship, deliver, return).
export const sandboxIssuedCards = pgTable(
  "sandbox_issued_cards",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    cardId: text("card_id").notNull(),
    employeeId: text("employee_id").notNull(),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    lastFour: text("last_four").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    shippingStatus: text("shipping_status"),
    shippingTrackingNumber: text("shipping_tracking_number"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    // As Stripe's card: why it was cancelled (lost, stolen), and the card a replacement replaces.
    cancellationReason: text("cancellation_reason"),
    replacementFor: text("replacement_for"),
    replacementReason: text("replacement_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    index("sandbox_issued_cards_shipped_idx")
      .on(table.shippedAt)
      .where(sql`${table.shippingStatus} = 'shipped'`),
    uniqueIndex("sandbox_issued_cards_idempotency_key_uq").on(table.idempotencyKey),
    index("sandbox_issued_cards_card_id_kind_idx").on(table.cardId, table.kind),
  ],
);
