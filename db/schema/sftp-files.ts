import { bigint, customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";

import { belongsTo, createdAt, updatedAt } from "./columns";
import { ownedByEmployer } from "./employers";
import { sftpAccounts } from "./sftp-accounts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // node-postgres reads bytea as a Buffer, PGlite as a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// What an SFTP account sees: files in the employer's inbound/ (uploads waiting to be imported)
// and outbound/ (acknowledgements). In the database, so every app instance and worker sees the
// same folders; the content is in sftp_file_chunks, sealed (AES-256-GCM) chunk by chunk.
export const sftpFiles = pgTable(
  "sftp_files",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployer(),
    // Who uploaded it (inbound); none for the acknowledgements we write.
    accountId: text("account_id").references(() => sftpAccounts.id, { onDelete: "set null" }),
    folder: text("folder").$type<"inbound" | "outbound">().notNull(),
    name: text("name").notNull(),
    // uploading: a handle is still open on it; complete: closed after its last write.
    state: text("state").$type<"uploading" | "complete">().notNull(),
    size: bigint("size", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("sftp_files_employer_id_folder_name_idx").on(table.employerId, table.folder, table.name),
    index("sftp_files_account_id_idx").on(table.accountId),
  ],
);

export const sftpFileChunks = pgTable(
  "sftp_file_chunks",
  {
    fileId: belongsTo("file_id", () => sftpFiles.id),
    seq: integer("seq").notNull(),
    // sealBytes(plaintext, "sftp_files:<file id>:<seq>").
    data: bytea("data").notNull(),
  },
  (table) => [primaryKey({ name: "sftp_file_chunks_pk", columns: [table.fileId, table.seq] })],
);

export type SftpFileRow = typeof sftpFiles.$inferSelect;
