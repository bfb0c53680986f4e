import { and, eq, isNull, sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import type { RequirementKey } from "@/lib/domain/onboarding/requirements";
import type { WaitingOwner, WaitingStatus } from "@/lib/domain/onboarding/waiting-on";

import { belongsTo, createdAt, updatedAt } from "./columns";
import { ownedByEmployer } from "./employers";
import { payrollSchedules } from "./payroll-schedules";

export const employees = pgTable(
  "employees",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployer(),
    // The partner's or HR system's own id; the eligibility file upserts by it.
    externalId: text("external_id"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    enrollInNewOnboarding: boolean("enroll_in_new_onboarding").notNull().default(false),
    // null means "not provided yet", which the requirements report differently from false.
    isEmployed: boolean("is_employed"),
    isEligible: boolean("is_eligible"),
    birthDate: date("birth_date", { mode: "string" }),
    // AES-256-GCM, bound to the row id; the full SSN is decrypted only for identity checks.
    ssnEncrypted: text("ssn_encrypted"),
    ssnLastFour: text("ssn_last_four"),
    // An HMAC of the employer and the SSN (lib/services/ssn-fingerprint.ts): one SSN per
    // employer, enforced by the unique index below without the SSN in clear; keyed, so nobody without
    // the hash key can test guesses against it, and bound to the employer, so it links nobody across
    // employers. Null with no SSN, and for the sandbox's shared test SSN.
    ssnFingerprint: text("ssn_fingerprint"),
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    addressCity: text("address_city"),
    addressState: text("address_state"),
    addressPostalCode: text("address_postal_code"),
    payrollScheduleId: integer("payroll_schedule_id").references(() => payrollSchedules.id, {
      onDelete: "set null",
    }),
    onboardingStatus: text("onboarding_status").notNull().default("NOT_STARTED"),
    // Set by the sandbox close-account endpoint: the next check goes to the expanded flow.
    expandedVerificationRequired: boolean("expanded_verification_required").notNull().default(false),
    // Portal sessions carry the version they were issued under: signing out, or HR ending the
    // employee's sessions, bumps it and every older cookie stops working.
    sessionVersion: integer("session_version").notNull().default(1),
    // The last per-employee event sequence number handed out (events.employee_sequence): recordEvent
    // increments it in the event's transaction, so the row lock orders the employee's events.
    eventSequence: integer("event_sequence").notNull().default(0),
    // The requirements as last evaluated, kept in step by every write (each use case that changes an
    // input refreshes it in the same transaction) and re-evaluated daily for what time changes (ages). The partner status
    // endpoint always evaluates live; these columns serve HR's tables and funnels at scale.
    requirementsComplete: boolean("requirements_complete").notNull().default(false),
    requirementsFulfilled: integer("requirements_fulfilled").notNull().default(0),
    requirementsUnmet: text("requirements_unmet")
      .array()
      .$type<RequirementKey[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirementsEvaluatedAt: timestamp("requirements_evaluated_at", { withTimezone: true }),
    // When `employee.onboarding_completed` was recorded: the first time every requirement was met
    // (lib/jobs/announce-completed-onboarding.ts). Never cleared: the event says it once.
    onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true }),
    // Who the person is waiting on (lib/domain/onboarding/waiting-on.ts), from the same evaluation: the owner
    // (hr, partner, employee, provider, or stopped: lib/domain/onboarding/who-acts.ts), the requirement and its
    // status; all null when complete.
    // needs_hr_action is the HR table's "Needs HR action" filter.
    waitingOnOwner: text("waiting_on_owner").$type<WaitingOwner>(),
    waitingOnRequirement: text("waiting_on_requirement").$type<RequirementKey>(),
    waitingOnStatus: text("waiting_on_status").$type<WaitingStatus>(),
    needsHrAction: boolean("needs_hr_action").notNull().default(false),
    // The person has a step of their own to take now (lib/domain/onboarding/who-acts.ts): what an invitation
    // or a reminder can help with. True until first evaluated, as before it was kept.
    employeeCanAct: boolean("employee_can_act").notNull().default(true),
    // When HR last sent or created an invite link, and when the person last signed in or wrote
    // something in the portal: "never opened the invite" is told apart from "stuck on a step".
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    // The partner's app the portal offers to go back to: the returnUrl of the invite link the person
    // last opened that had one.
    portalReturnUrl: text("portal_return_url"),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    // The payment provider's customer (Stripe: cus_…), created on first need.
    paymentCustomerId: text("payment_customer_id"),
    // Since when a repayment method is asked of the person (lib/domain/program/program-rules.ts): they repaid
    // by payroll deduction, their employment ended with a card in hand, and they have no verified
    // payment method. Kept, not derived, because it outlives its cause: it stays if the card is
    // closed after, and its events (employee.repayment_method_required / …_no_longer_required)
    // mark each change once. Null when nothing is asked.
    repaymentMethodRequiredAt: timestamp("repayment_method_required_at", { withTimezone: true }),
    // What the HR table's search box matches inside (name, e-mail, external id), lower-cased and
    // kept by PostgreSQL itself; a trigram index makes "contains" searches fast at 100,000
    // employees. Our own id is matched whole, on the primary key: its 22 random characters made
    // a trigram each that no other row shared, which tripled the index's cost on every insert.
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(last_name || ' ' || first_name || ' ' || email || ' ' || coalesce(external_id, ''))`,
    ),
    // The short reference a person quotes to HR (lib/domain/person/employee-reference.ts): derived from the
    // id, so it needs no writer and never changes.
    reference: text("reference")
      .notNull()
      .generatedAlwaysAs(sql`upper(substr(md5(id), 1, 10))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The HR table's sort orders, each ending in the id tie-breaker so that a page's ids come from
    // the index alone (deep pages skip tens of thousands of entries without reading the rows).
    index("employees_employer_id_created_at_id_idx").on(table.employerId, table.createdAt, table.id),
    index("employees_employer_id_last_name_id_idx").on(table.employerId, table.lastName, table.firstName, table.id),
    index("employees_employer_id_progress_idx").on(table.employerId, table.requirementsFulfilled, table.id),
    index("employees_requirements_unmet_idx").using("gin", table.requirementsUnmet),
    // Partial, so that only a query about who people wait on can use it: as a plain index on the
    // employer id it tempted the planner away from its better plans for the other filters.
    index("employees_employer_id_waiting_on_idx")
      .on(table.employerId, table.waitingOnOwner, table.waitingOnRequirement)
      .where(sql`${table.waitingOnOwner} is not null`),
    // HR's "stuck on" filter (owner set whenever a requirement is): a requirement nobody is stuck on
    // is answered from this index at once, not by walking a sort order to its end.
    index("employees_employer_id_stuck_on_idx")
      .on(table.employerId, table.waitingOnRequirement)
      .where(sql`${table.waitingOnOwner} is not null`),
    index("employees_needs_hr_action_idx")
      .on(table.employerId, table.lastName, table.firstName, table.id)
      .where(sql`${table.needsHrAction}`),
    index("employees_search_text_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("employees_employer_id_reference_idx").on(table.employerId, table.reference),
    // The worker's search for onboarding just completed and not announced yet: only those are in it.
    index("employees_onboarding_completed_due_idx")
      .on(table.id)
      .where(sql`${table.requirementsComplete} and ${table.onboardingCompletedAt} is null`),
    uniqueIndex("employees_employer_id_external_id_uq")
      .on(table.employerId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    // The portal's sign-in by e-mail (every employer's records of the address) and the create
    // answer's `email_shared` warning (this employer's): each an index probe, not a scan.
    index("employees_email_idx").on(table.email),
    uniqueIndex("employees_employer_id_ssn_fingerprint_uq")
      .on(table.employerId, table.ssnFingerprint)
      .where(sql`${table.ssnFingerprint} is not null`),
  ],
);

export type EmployeeRow = typeof employees.$inferSelect;
export type NewEmployeeRow = typeof employees.$inferInsert;

/**
 * In SQL: nobody acts and no card can come yet — a credit decision was made (who-acts.ts, as HR
 * sees it). The funnel's `decided` tile counts these and the table's waitingOn=decided lists them.
 */
export const isDecided = () => and(isNull(employees.waitingOnOwner), eq(employees.requirementsComplete, false))!;

/** The employee a row is about, and their employer: deleting either deletes the row. */
export const ownedByEmployee = () => ({
  ...ownedByEmployer(),
  employeeId: belongsTo("employee_id", () => employees.id),
});
