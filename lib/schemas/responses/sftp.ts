import { z } from "zod";

import { listOf, nullableTimestamp, timestamp } from "./common";

// The HR admin area's SFTP accounts and received files (app/api/admin/sftp-accounts/**,
// app/api/admin/eligibility-files/**). Not in the partner document: only the admin pages call them.

export const sftpKeySchema = z.strictObject({
  id: z.string(),
  algorithm: z.string(),
  fingerprint: z.string(),
  comment: z.string(),
  createdAt: timestamp,
});
export type SftpKey = z.output<typeof sftpKeySchema>;

/** An account as HR sees it: where to connect, how it signs in; never its password. */
export const sftpAccountSchema = z.strictObject({
  id: z.string(),
  object: z.literal("sftp_account"),
  name: z.string(),
  username: z.string(),
  host: z.string(),
  port: z.number().int(),
  hasPassword: z.boolean(),
  passwordSetAt: nullableTimestamp,
  keys: z.array(sftpKeySchema),
  createdAt: timestamp,
  lastLoginAt: nullableTimestamp,
  revokedAt: nullableTimestamp,
});
export type SftpAccount = z.output<typeof sftpAccountSchema>;

export const sftpAccountListSchema = listOf(sftpAccountSchema);

/** POST /api/admin/sftp-accounts (201): the account, and its password this once (null when created with a key only). */
export const createdSftpAccountSchema = sftpAccountSchema.extend({ password: z.string().nullable() });
export type CreatedSftpAccount = z.output<typeof createdSftpAccountSchema>;

/** POST …/{accountId}/rotate-password: the new password, this once. */
export const issuedSftpPasswordSchema = z.strictObject({
  accountId: z.string(),
  username: z.string(),
  host: z.string(),
  port: z.number().int(),
  password: z.string(),
});
export type IssuedSftpPassword = z.output<typeof issuedSftpPasswordSchema>;

export const ELIGIBILITY_FILE_STATUSES = [
  "queued",
  "processing",
  "held",
  "processed",
  "duplicate",
  "failed",
  "discarded",
] as const;

/** A file received over SFTP and what became of it (GET /api/admin/eligibility-files). */
export const eligibilityFileSchema = z.strictObject({
  id: z.string(),
  object: z.literal("eligibility_file"),
  fileName: z.string(),
  size: z.number().int(),
  accountUsername: z.string().nullable(),
  status: z.enum(ELIGIBILITY_FILE_STATUSES),
  importId: z.string().nullable(),
  acknowledgementName: z.string().nullable(),
  counts: z.strictObject({
    rows: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    rejected: z.number().int(),
    madeIneligible: z.number().int(),
  }),
  warnings: z.number().int(),
  failure: z.string().nullable(),
  receivedAt: timestamp,
  processedAt: nullableTimestamp,
});
export type EligibilityFile = z.output<typeof eligibilityFileSchema>;

export const eligibilityFileListSchema = listOf(eligibilityFileSchema);
export type EligibilityFileList = z.output<typeof eligibilityFileListSchema>;
