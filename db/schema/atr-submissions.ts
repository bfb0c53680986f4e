import { bigint, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";

import { createdAt } from "./columns";
import { ownedByEmployee } from "./employees";
import { programTerms } from "./program-terms";

// Every submission is the decision record: its inputs (income, obligations, the pay frequency
// used), the settings version, the outcome and, for a decline, the principal reasons ranked
// (lib/domain/credit/adverse-action-reasons.ts). The latest decides the requirement.
export const atrSubmissions = pgTable(
  "atr_submissions",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployee(),
    annualIncomeCents: bigint("annual_income_cents", { mode: "number" }).notNull(),
    monthlyObligationsCents: bigint("monthly_obligations_cents", { mode: "number" }).notNull(),
    // The schedule's frequency when decided; null: none assigned (monthly was assumed). Null too on
    // decisions recorded before it was kept.
    payFrequency: text("pay_frequency"),
    result: text("result").notNull(),
    maxAllowableBalanceCents: bigint("max_allowable_balance_cents", { mode: "number" }).notNull(),
    decision: jsonb("decision").$type<Record<string, unknown>>().notNull(),
    // The program terms' version the decision was made under (program_terms.version).
    settingsVersion: text("settings_version")
      .notNull()
      .references(() => programTerms.version, { onDelete: "restrict" }),
    // Empty for a pass, and for declines decided before reasons were ranked (no notice was sent then).
    rankedReasons: jsonb("ranked_reasons").$type<string[]>().notNull().default([]),
    actorType: text("actor_type").notNull(),
    actorId: text("actor_id").notNull(),
    sequence: integer("sequence").notNull().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [index("atr_submissions_employee_id_sequence_idx").on(table.employeeId, table.sequence)],
);

export type AtrSubmissionRow = typeof atrSubmissions.$inferSelect;
