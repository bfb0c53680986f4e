import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sandbox_setup_intents_customer_id_idx").on(table.customerId)],
);

// Stripe events already applied: a redelivered event is acknowledged and skipped.
export const processedStripeEvents = pgTable("processed_stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});
