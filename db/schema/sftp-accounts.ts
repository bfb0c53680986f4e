import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { belongsTo, createdAt } from "./columns";
import { ownedByEmployer } from "./employers";

// An employer's SFTP login for eligibility files: a password (scrypt-hashed, shown once), SSH
// public keys, or both. Every account of an employer sees that employer's inbound/ and outbound/.
export const sftpAccounts = pgTable(
  "sftp_accounts",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployer(),
    // The SSH user name: generated, unique across employers.
    username: text("username").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    passwordSetAt: timestamp("password_set_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("sftp_accounts_username_idx").on(table.username),
    index("sftp_accounts_employer_id_idx").on(table.employerId),
  ],
);

// A public key that may sign in as the account. The key as SSH sends it (base64 of the wire
// blob), so a login compares bytes; the SHA256 fingerprint is what people recognise.
export const sftpAccountKeys = pgTable(
  "sftp_account_keys",
  {
    id: text("id").primaryKey(),
    accountId: belongsTo("account_id", () => sftpAccounts.id),
    algorithm: text("algorithm").notNull(),
    publicKey: text("public_key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("sftp_account_keys_account_id_public_key_idx").on(table.accountId, table.publicKey)],
);

export type SftpAccountRow = typeof sftpAccounts.$inferSelect;
export type SftpAccountKeyRow = typeof sftpAccountKeys.$inferSelect;
