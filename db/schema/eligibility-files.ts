import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { workQueueColumns } from "./columns";
import { ownedByEmployer } from "./employers";
import { employeeImports, importCounts } from "./imports";
import { sftpAccounts } from "./sftp-accounts";
import { sftpFiles } from "./sftp-files";

export type EligibilityFileStatus =
  "queued" | "processing" | "held" | "processed" | "duplicate" | "failed" | "discarded";
export type FileWarning = { line: number | null; column: string; code: string; message: string };

// An eligibility file received over SFTP and what became of it. Kept after the upload itself is
// removed: the import it ran (its report), its counts and its acknowledgement's name.
export const eligibilityFiles = pgTable(
  "eligibility_files",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployer(),
    accountId: text("account_id").references(() => sftpAccounts.id, { onDelete: "set null" }),
    // The upload in inbound/, until it has been processed.
    uploadId: text("upload_id").references(() => sftpFiles.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    // HMAC-SHA-256 of the content under a key derived from the data key (a plain hash of a small
    // file could be brute-forced back to an SSN): the same bytes again are a duplicate.
    digest: text("digest").notNull(),
    // The first file with these bytes, when this one is a duplicate of it.
    duplicateOf: text("duplicate_of"),
    status: text("status").$type<EligibilityFileStatus>().notNull().default("queued"),
    importId: text("import_id").references(() => employeeImports.id, { onDelete: "set null" }),
    acknowledgementName: text("acknowledgement_name"),
    ...importCounts(),
    warnings: jsonb("warnings").$type<FileWarning[]>().notNull().default([]),
    failure: text("failure"),
    ...workQueueColumns(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (table) => [
    // Exactly once per content: only one file of an employer with given bytes is imported. A file
    // that failed (or a held full file that was discarded) applied nothing, so the same bytes may
    // be sent again.
    uniqueIndex("eligibility_files_employer_id_digest_idx")
      .on(table.employerId, table.digest)
      .where(sql`${table.duplicateOf} is null and ${table.status} not in ('failed', 'discarded')`),
    index("eligibility_files_employer_id_received_at_idx").on(table.employerId, table.receivedAt),
    index("eligibility_files_status_next_attempt_at_idx").on(table.status, table.nextAttemptAt),
  ],
);

export type EligibilityFileRow = typeof eligibilityFiles.$inferSelect;
