import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import type { PaymentMethodStatus, PaymentMethodType } from "@/lib/domain/cards/payment-method-display";

import { createdAt, updatedAt } from "./columns";
import { ownedByEmployee } from "./employees";

// Saved repayment methods (docs/payments-and-cards.md). The contract fixes the id as an integer. Card data never reaches
// us: only what the provider reports (brand, funding, last four, expiry).
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ...ownedByEmployee(),
    provider: text("provider").notNull(),
    providerPaymentMethodId: text("provider_payment_method_id").notNull(),
    setupIntentId: text("setup_intent_id").notNull(),
    type: text("type").$type<PaymentMethodType>().notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    lastFour: text("last_four").notNull(),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    status: text("status").$type<PaymentMethodStatus>().notNull(),
    // When the provider last told us about this method; older events are ignored (out of order).
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payment_methods_setup_intent_id_uq").on(table.setupIntentId),
    index("payment_methods_employee_id_idx")
      .on(table.employeeId)
      .where(sql`${table.removedAt} is null`),
  ],
);

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
