import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import type { EligibilityFileMode } from "@/lib/domain/program/full-file";

import { belongsTo, createdAt } from "./columns";
import { ownedByEmployer } from "./employers";

export type ImportStatus = "pending" | "running" | "held" | "completed" | "failed" | "discarded";

/** What an import did to the rows it read; an eligibility file keeps its import's counts too. */
export const importCounts = () => ({
  rowsRead: integer("rows_read").notNull().default(0),
  created: integer("created").notNull().default(0),
  updated: integer("updated").notNull().default(0),
  // Rows that matched an employee and changed nothing (no write, no event).
  unchanged: integer("unchanged").notNull().default(0),
  rejected: integer("rejected").notNull().default(0),
  madeIneligible: integer("made_ineligible").notNull().default(0),
});

// An eligibility-file import: progress is written per batch, so another request can show it.
export const employeeImports = pgTable(
  "employee_imports",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployer(),
    fileName: text("file_name"),
    // A full file lists the whole population: employees missing from it are made ineligible.
    mode: text("mode").$type<EligibilityFileMode>().notNull().default("changes"),
    status: text("status").$type<ImportStatus>().notNull().default("pending"),
    ...importCounts(),
    // A full file: the employees it was weighed against (with an Employee ID, not already
    // ineligible) and how many of them it leaves out, when it was read.
    population: integer("population"),
    missing: integer("missing"),
    // A held full file waits for an HR admin's decision until then, and is discarded after.
    heldUntil: timestamp("held_until", { withTimezone: true }),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    failure: text("failure"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("employee_imports_employer_id_created_at_idx").on(table.employerId, table.createdAt)],
);

// Why each rejected row was rejected. Never the rejected value itself: it may be an SSN.
export const employeeImportErrors = pgTable(
  "employee_import_errors",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    importId: belongsTo("import_id", () => employeeImports.id),
    line: integer("line").notNull(),
    // The row's Employee ID, so HR can find the person (null when the row had none, or when the
    // Employee ID is itself the problem: a rejected value is never repeated).
    externalId: text("external_id"),
    column: text("column").notNull(),
    code: text("code").notNull(),
    message: text("message").notNull(),
  },
  (table) => [index("employee_import_errors_import_id_line_idx").on(table.importId, table.line)],
);
export type EmployeeImportRow = typeof employeeImports.$inferSelect;

// The rows of a full file between reading it and applying it (and, for a held file, until HR
// decides): each valid row sealed whole (AES-256-GCM, bound to its import and line: names, birth
// date, address and SSN never lie here in clear), a rejected row's Employee ID alone (it still
// names someone in the population). Removed once the file is applied or discarded.
export const employeeImportRows = pgTable(
  "employee_import_rows",
  {
    importId: belongsTo("import_id", () => employeeImports.id),
    line: integer("line").notNull(),
    externalId: text("external_id").notNull(),
    sealed: text("sealed"),
  },
  (table) => [
    primaryKey({ name: "employee_import_rows_pk", columns: [table.importId, table.line] }),
    index("employee_import_rows_import_id_external_id_idx").on(table.importId, table.externalId),
  ],
);

// The Employee IDs an import has accepted so far, so that a repeated one is rejected without the
// import holding every ID of the file in memory (a million-row file). Removed when the import ends.
export const employeeImportSeenIds = pgTable(
  "employee_import_seen_ids",
  {
    importId: belongsTo("import_id", () => employeeImports.id),
    externalId: text("external_id").notNull(),
  },
  (table) => [primaryKey({ name: "employee_import_seen_ids_pk", columns: [table.importId, table.externalId] })],
);

/** The SSN fingerprints an import has accepted so far, as employee_import_seen_ids: a repeat further down the file is rejected. */
export const employeeImportSeenSsns = pgTable(
  "employee_import_seen_ssns",
  {
    importId: belongsTo("import_id", () => employeeImports.id),
    ssnFingerprint: text("ssn_fingerprint").notNull(),
  },
  (table) => [primaryKey({ name: "employee_import_seen_ssns_pk", columns: [table.importId, table.ssnFingerprint] })],
);
