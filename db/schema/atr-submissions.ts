import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { employees } from "./employees";
import { employers } from "./employers";

// Every submission is kept with the decision and the settings version it was made under; the
// latest decides the requirement.
export const atrSubmissions = pgTable(
  "atr_submissions",
  {
    id: text("id").primaryKey(),
    employerId: text("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    employeeId: text("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    annualIncomeCents: bigint("annual_income_cents", { mode: "number" }).notNull(),
    monthlyObligationsCents: bigint("monthly_obligations_cents", { mode: "number" }).notNull(),
    result: text("result").notNull(),
    maxAllowableBalanceCents: bigint("max_allowable_balance_cents", { mode: "number" }).notNull(),
    decision: jsonb("decision").$type<Record<string, unknown>>().notNull(),
    settingsVersion: text("settings_version").notNull(),
    actorType: text("actor_type").notNull(),
    actorId: text("actor_id").notNull(),
    sequence: integer("sequence").notNull().generatedAlwaysAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("atr_submissions_employee_id_sequence_idx").on(table.employeeId, table.sequence)],
);

export type AtrSubmissionRow = typeof atrSubmissions.$inferSelect;
