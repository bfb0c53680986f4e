import { and, eq } from "drizzle-orm";

import { sftpAccountKeys } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { SftpAccountRequest } from "../requests";

import { getSftpAccountOrThrow } from "./get-sftp-account-or-throw";
import { recordAudit } from "../audit/record-audit";

/** The key no longer signs in as the account, from its next login. */
export async function removeSftpKey({ ctx, accountId, keyId }: SftpAccountRequest & { keyId: string }): Promise<void> {
  const account = await getSftpAccountOrThrow({ ctx, accountId });
  const removed = await ctx.db
    .delete(sftpAccountKeys)
    .where(and(eq(sftpAccountKeys.id, keyId), eq(sftpAccountKeys.accountId, account.id)))
    .returning({ id: sftpAccountKeys.id });
  if (removed.length === 0) throw new AppError("not_found", "No key with this id on this SFTP account.");
  await recordAudit({
    ctx,
    entry: { action: "sftp_account.key_removed", target: { type: "sftp_account", id: account.id }, details: { keyId } },
  });
}
