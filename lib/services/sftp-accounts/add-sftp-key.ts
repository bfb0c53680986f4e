import { AppError, validationFailed } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import { createId } from "@/lib/ids";
import { sftpAccountKeys, type SftpAccountKeyRow } from "@/db/schema";

import type { SftpAccountRequest } from "../requests";

import { getSftpAccountOrThrow } from "./get-sftp-account-or-throw";
import { parsePublicKey } from "./public-key";
import { recordAudit } from "../audit/record-audit";
import { requireStepUp } from "../accounts/step-up";

/** Lets a key sign in as the account (beside its password and other keys). */
export async function addSftpKey({
  ctx,
  accountId,
  publicKey,
}: SftpAccountRequest & { publicKey: string }): Promise<SftpAccountKeyRow> {
  const account = await getSftpAccountOrThrow({ ctx, accountId });
  await requireStepUp({ ctx });
  if (account.revokedAt) throw new AppError("invalid_request", "A revoked SFTP account cannot get a key.");
  const key = parsePublicKey(publicKey);
  if (account.keys.some((existing) => existing.publicKey === key.publicKey)) {
    throw validationFailed([
      { path: "/publicKey", code: "ssh_key_duplicate", message: FIELD_ERROR_CODES.ssh_key_duplicate },
    ]);
  }
  const [row] = await ctx.db
    .insert(sftpAccountKeys)
    .values({ id: createId("sshk"), accountId: account.id, ...key })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw validationFailed([
      { path: "/publicKey", code: "ssh_key_duplicate", message: FIELD_ERROR_CODES.ssh_key_duplicate },
    ]);
  await recordAudit({
    ctx,
    entry: {
      action: "sftp_account.key_added",
      target: { type: "sftp_account", id: account.id },
      details: { keyId: row.id, fingerprint: row.fingerprint },
    },
  });
  return row;
}
