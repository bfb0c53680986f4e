import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { employees } from "./employees";
import { employers } from "./employers";

// One row per verification run handed to the provider: the standard check, or the documentary
// check after evidence upload. The job runner picks pending rows; a provider that times out or
// answers garbage leaves the row pending with a later next_attempt_at.
export const identityChecks = pgTable(
  "identity_checks",
  {
    id: text("id").primaryKey(),
    employerId: text("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    employeeId: text("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("pending"),
    outcome: text("outcome"),
    provider: text("provider").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    evidenceId: text("evidence_id"),
    // The vendor's own id for this check (a Persona transaction), so its callbacks find the row.
    providerReference: text("provider_reference"),
    // Set when the vendor answered "a person reviews this": the check stays pending, the runner
    // leaves it alone, and the vendor's signed callback settles it.
    awaitingReviewSince: timestamp("awaiting_review_since", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // The W3C traceparent of the request that queued this work (null when tracing is off), so the
    // worker's span for it continues the same trace (lib/telemetry/tracing.ts).
    traceparent: text("traceparent"),
  },
  (table) => [
    index("identity_checks_status_next_attempt_at_idx").on(table.status, table.nextAttemptAt),
    index("identity_checks_employee_id_idx").on(table.employeeId),
    index("identity_checks_provider_reference_idx").on(table.providerReference),
  ],
);

// Identity vendor callbacks already applied (by the vendor's event id): a redelivery is skipped.
export const processedIdentityEvents = pgTable("processed_identity_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

// Uploaded document images, encrypted (AES-256-GCM, bound to the row id and side). Never listed.
export const identityEvidence = pgTable(
  "identity_evidence",
  {
    id: text("id").primaryKey(),
    employerId: text("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    employeeId: text("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    documentType: text("document_type").notNull(),
    frontEncrypted: text("front_encrypted").notNull(),
    frontMimeType: text("front_mime_type").notNull(),
    frontBytes: integer("front_bytes").notNull(),
    backEncrypted: text("back_encrypted"),
    backMimeType: text("back_mime_type"),
    backBytes: integer("back_bytes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("identity_evidence_employee_id_idx").on(table.employeeId)],
);

export type IdentityCheckRow = typeof identityChecks.$inferSelect;
