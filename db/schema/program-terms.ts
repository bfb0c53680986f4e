import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { createdAt } from "./columns";
import { employers } from "./employers";

/**
 * The program's credit terms as versions (docs/atr.md#program-terms): the numbers the ability-to-
 * repay decision is made with, for the whole program (no employer) or overriding it for one
 * employer, each in force from its `effective_at`. A decision keeps the version it was made under
 * (atr_submissions.settings_version); a version is never changed or deleted, so an old decision is
 * always explained with its own numbers. The first version, 2026-11-01, was the constants before.
 */
export const programTerms = pgTable(
  "program_terms",
  {
    version: text("version").primaryKey(),
    // Null: the program's terms; an employer's: its override, a full set of numbers.
    employerId: text("employer_id").references(() => employers.id, { onDelete: "cascade" }),
    effectiveAt: timestamp("effective_at", { withTimezone: true }).notNull(),
    maxCreditLineCents: integer("max_credit_line_cents").notNull(),
    minCreditLineCents: integer("min_credit_line_cents").notNull(),
    termMonths: integer("term_months").notNull(),
    minimumMonthlyPaymentCents: integer("minimum_monthly_payment_cents").notNull(),
    maxDebtToIncomeBps: integer("max_debt_to_income_bps").notNull(),
    minResidualIncomeCents: integer("min_residual_income_cents").notNull(),
    lineIncrementCents: integer("line_increment_cents").notNull(),
    // Who published it: an operator's account id, or the system (the first version, the ops command).
    publishedBy: text("published_by").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("program_terms_scope_effective_idx").on(table.employerId, table.effectiveAt),
    check("program_terms_line_ck", sql`${table.minCreditLineCents} <= ${table.maxCreditLineCents}`),
  ],
);

export type ProgramTermsRow = typeof programTerms.$inferSelect;
