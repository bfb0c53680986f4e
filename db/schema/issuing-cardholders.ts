import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { createdAt } from "./columns";

// The Stripe Issuing cardholder of each employee, kept by the Stripe issuing adapter: Stripe lists
// cardholders by e-mail but not by metadata, and an e-mail can change, so without this the adapter
// could not find an employee's cardholder (and its cards) again. No foreign key: it records
// something that exists at Stripe, whatever becomes of our rows.
export const stripeIssuingCardholders = pgTable(
  "stripe_issuing_cardholders",
  {
    employeeId: text("employee_id").primaryKey(),
    cardholderId: text("cardholder_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("stripe_issuing_cardholders_cardholder_id_uq").on(table.cardholderId)],
);
