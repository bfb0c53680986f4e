import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { employees } from "./employees";
import { employers } from "./employers";

// One card account per employee — the unique index is what makes twenty simultaneous create
// requests issue exactly one card. Only last four and expiry are kept: never a full card number.
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
    provider: text("provider").notNull(),
    virtualProviderId: text("virtual_provider_id").notNull(),
    virtualStatus: text("virtual_status").notNull(),
    virtualLastFour: text("virtual_last_four").notNull(),
    virtualExpMonth: integer("virtual_exp_month").notNull(),
    virtualExpYear: integer("virtual_exp_year").notNull(),
    physicalProviderId: text("physical_provider_id"),
    physicalStatus: text("physical_status"),
    physicalLastFour: text("physical_last_four"),
    physicalExpMonth: integer("physical_exp_month"),
    physicalExpYear: integer("physical_exp_year"),
    shippingStatus: text("shipping_status"),
    shippingAddress: jsonb("shipping_address").$type<Record<string, string | null>>(),
    shippingTrackingNumber: text("shipping_tracking_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("cards_employee_id_uq").on(table.employeeId), index("cards_employer_id_idx").on(table.employerId)],
);

export type CardRow = typeof cards.$inferSelect;
