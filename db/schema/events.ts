import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { employers } from "./employers";

// The transactional outbox: a row is written in the same transaction as the change it reports,
// and the webhook worker delivers from here.
export const events = pgTable(
  "events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    employerId: text("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    employeeId: text("employee_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("events_employer_id_created_at_idx").on(table.employerId, table.createdAt),
    index("events_employee_id_created_at_idx").on(table.employeeId, table.createdAt),
  ],
);

export type EventRow = typeof events.$inferSelect;
