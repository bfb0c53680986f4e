import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import type { IdentityCheckKind } from "@/lib/domain/identity/identity-recheck";

import { createdAt, traceparent, workQueueColumns } from "./columns";
import { ownedByEmployee } from "./employees";

// One row per verification run handed to the provider: the standard check, or the documentary
// check after evidence upload. The job runner picks pending rows; a provider that times out or
// answers garbage leaves the row pending with a later next_attempt_at.
export const identityChecks = pgTable(
  "identity_checks",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployee(),
    kind: text("kind").$type<IdentityCheckKind>().notNull(),
    status: text("status").notNull().default("pending"),
    outcome: text("outcome"),
    provider: text("provider").notNull(),
    ...workQueueColumns(),
    evidenceId: text("evidence_id"),
    // The vendor's own id for this check (a Persona transaction), so its callbacks find the row.
    providerReference: text("provider_reference"),
    // Set when the vendor answered "a person reviews this": the check stays pending, the runner
    // leaves it alone, and the vendor's signed callback settles it.
    awaitingReviewSince: timestamp("awaiting_review_since", { withTimezone: true }),
    // The person's identity data as the check was queued (sealed, as the SSN is): every attempt
    // sends the same request, so a vendor replays its first answer instead of billing a second
    // transaction. Cleared once the check leaves pending.
    subjectSealed: text("subject_sealed"),
    // When the first create went to the vendor: a create is never sent again once its idempotency
    // key could have expired (IDENTITY_CREATE_DEADLINE in lib/jobs/run-identity-checks.ts).
    firstSentAt: timestamp("first_sent_at", { withTimezone: true }),
    // The vendor's last word on the case, as it spelled it ("errored", a custom status), recorded
    // before it is interpreted.
    vendorStatus: text("vendor_status"),
    // A decided documentary check whose document description the worker still has to read.
    documentReadPending: boolean("document_read_pending").notNull().default(false),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    traceparent: traceparent(),
  },
  (table) => [
    index("identity_checks_status_next_attempt_at_idx").on(table.status, table.nextAttemptAt),
    index("identity_checks_employee_id_idx").on(table.employeeId),
    index("identity_checks_provider_reference_idx").on(table.providerReference),
    index("identity_checks_document_read_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.documentReadPending}`),
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
// The images are deleted IDENTITY_DOCUMENT_RETENTION_DAYS after the check that reviewed them was
// decided (lib/services/identity/purge-document-images.ts); the document's description stays, as the
// customer identification rule asks (31 CFR 1020.220(a)(3)(i)(B): type, issuer, number, expiry),
// with only the last four of its number (docs/data-retention.md).
export const identityEvidence = pgTable(
  "identity_evidence",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployee(),
    documentType: text("document_type").notNull(),
    // Null once the images were deleted (images_deleted_at says when).
    frontEncrypted: text("front_encrypted"),
    frontMimeType: text("front_mime_type").notNull(),
    frontBytes: integer("front_bytes").notNull(),
    backEncrypted: text("back_encrypted"),
    backMimeType: text("back_mime_type"),
    backBytes: integer("back_bytes"),
    // The document's description, as the vendor read it when it decided (null where the vendor
    // reports none): issuing country and state, expiry, the last four of the document's number.
    issuingCountry: text("issuing_country"),
    issuingState: text("issuing_state"),
    expiresOn: date("expires_on", { mode: "string" }),
    numberLastFour: text("number_last_four"),
    // When and how it was checked: the decision's time, the vendor and the outcome.
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    checkedBy: text("checked_by"),
    checkOutcome: text("check_outcome"),
    imagesDeletedAt: timestamp("images_deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("identity_evidence_employee_id_idx").on(table.employeeId),
    // The image purge's queue: decided documents whose images are still kept.
    index("identity_evidence_images_kept_idx")
      .on(table.checkedAt)
      .where(sql`${table.frontEncrypted} is not null and ${table.checkedAt} is not null`),
  ],
);

export type IdentityCheckRow = typeof identityChecks.$inferSelect;

export type IdentityEvidenceRow = typeof identityEvidence.$inferSelect;
