import type { EligibilityFileRow } from "@/db/schema";
import { sftpPublicAddress } from "@/lib/env";
import type { CreatedSftpAccount, EligibilityFile, SftpAccount } from "@/lib/schemas/responses/sftp";
import type { SftpAccountWithKeys } from "@/lib/services/sftp-accounts/get-sftp-account-or-throw";

export function serializeSftpAccount(account: SftpAccountWithKeys): SftpAccount;
export function serializeSftpAccount(account: SftpAccountWithKeys, password: string | null): CreatedSftpAccount;
export function serializeSftpAccount(
  account: SftpAccountWithKeys,
  password?: string | null,
): SftpAccount | CreatedSftpAccount {
  return {
    id: account.id,
    object: "sftp_account" as const,
    name: account.name,
    username: account.username,
    ...sftpPublicAddress(),
    hasPassword: account.passwordHash !== null,
    passwordSetAt: account.passwordSetAt?.toISOString() ?? null,
    keys: account.keys.map((key) => ({
      id: key.id,
      algorithm: key.algorithm,
      fingerprint: key.fingerprint,
      comment: key.comment,
      createdAt: key.createdAt.toISOString(),
    })),
    createdAt: account.createdAt.toISOString(),
    lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
    revokedAt: account.revokedAt?.toISOString() ?? null,
    ...(password === undefined ? {} : { password }),
  };
}

export function serializeEligibilityFile(
  file: EligibilityFileRow & { accountUsername: string | null },
): EligibilityFile {
  return {
    id: file.id,
    object: "eligibility_file" as const,
    fileName: file.fileName,
    size: file.size,
    accountUsername: file.accountUsername,
    status: file.status,
    importId: file.importId,
    acknowledgementName: file.acknowledgementName,
    counts: {
      rows: file.rowsRead,
      created: file.created,
      updated: file.updated,
      unchanged: file.unchanged,
      rejected: file.rejected,
      madeIneligible: file.madeIneligible,
    },
    warnings: file.warnings.length,
    failure: file.failure,
    receivedAt: file.receivedAt.toISOString(),
    processedAt: file.processedAt?.toISOString() ?? null,
  };
}
