import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { DEFAULT_FULL_FILE_THRESHOLD_PERCENT, type EligibilityFileMode } from "@/lib/domain/program/full-file";

import { belongsTo, createdAt } from "./columns";

// Repayment settings are fixed by the service operator (docs/api.md): no partner endpoint changes them.
export const employers = pgTable(
  "employers",
  {
    id: text("id").primaryKey(),
    // The name people know the employer by, on every page and e-mail.
    name: text("name").notNull(),
    // The employer's name in law, on the agreements and the adverse action notices' creditor lines.
    legalName: text("legal_name").notNull(),
    // The language the employer's e-mails and pages start in until a person chooses (en or es).
    defaultLanguage: text("default_language").$type<"en" | "es">().notNull().default("en"),
    // Suspended by the program's operators (docs/operator.md#employers): no new invitations, cards
    // or imports; cards already issued keep working. Null: active.
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    // Why, as the operator wrote it: shown to the employer's HR people while it is suspended.
    suspensionReason: text("suspension_reason"),
    // Offboarding at the end of the contract (docs/operator.md#offboarding): started by an operator
    // (the employer is suspended from then on, for good), carried out by the worker — each person's
    // cards closed at the issuer, then erased with their legal records kept — and finished when no
    // one is left and the employer's doors (clients, grants, SFTP, HR sessions) are shut.
    offboardingStartedAt: timestamp("offboarding_started_at", { withTimezone: true }),
    offboardedAt: timestamp("offboarded_at", { withTimezone: true }),
    // What stopped the worker last (an issuer that did not confirm a cancellation): retried each round.
    offboardingError: text("offboarding_error"),
    payrollDeductionRepayment: boolean("payroll_deduction_repayment").notNull().default(false),
    paymentMethodRepayment: boolean("payment_method_repayment").notNull().default(false),
    // Eligibility files (docs/eligibility-files.md), set by the employer's HR admins: whether a file
    // lists everyone (those missing from it become ineligible), and the share of the population a
    // full file may make ineligible before it is held for HR to confirm.
    eligibilityFileMode: text("eligibility_file_mode").$type<EligibilityFileMode>().notNull().default("changes"),
    fullFileThresholdPercent: integer("full_file_threshold_percent")
      .notNull()
      .default(DEFAULT_FULL_FILE_THRESHOLD_PERCENT),
    // Who employees should contact when the portal cannot take them further (a hard stop, a step
    // only the employer completes): set by the employer's HR admins, shown in the portal.
    hrContactName: text("hr_contact_name"),
    hrContactEmail: text("hr_contact_email"),
    hrContactPhone: text("hr_contact_phone"),
    // "Require MFA" (docs/security.md#second-factor): every HR person must sign in with a second
    // factor or a passkey, and one without a factor is sent to enrol before anything else. On for
    // employers created in production; an owner changes it.
    requireMfa: boolean("require_mfa").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [check("employers_default_language_ck", sql`${table.defaultLanguage} in ('en', 'es')`)],
);

export type EmployerRow = typeof employers.$inferSelect;

/** The employer a row belongs to: deleting the employer deletes the row. */
export const ownedByEmployer = () => ({
  employerId: belongsTo("employer_id", () => employers.id),
});
