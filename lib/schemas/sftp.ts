import { z } from "zod";

// The HR admin area's SFTP accounts (app/api/admin/sftp-accounts/**). Messages are the form's
// problem codes (components/admin/form-errors.ts); the API answers with its own field codes.

/** An account's label, as HR gives it ("ADP payroll export"). */
export const sftpAccountName = z.string().trim().min(1, "required").max(100, "too_long");

/** One OpenSSH public key line; parsed and checked by the use case (lib/services/sftp-accounts/public-key.ts). */
export const sshPublicKeyText = z.string().trim().min(1, "required").max(16_384, "too_long");

/** POST /api/admin/sftp-accounts: a password is generated unless `password` is false; a key is optional. */
export const createSftpAccountSchema = z.strictObject({
  name: sftpAccountName,
  password: z.boolean().default(true),
  publicKey: sshPublicKeyText.optional(),
});
export type CreateSftpAccountInput = z.output<typeof createSftpAccountSchema>;

/** POST /api/admin/sftp-accounts/{accountId}/keys. */
export const addSftpKeySchema = z.strictObject({ publicKey: sshPublicKeyText });
