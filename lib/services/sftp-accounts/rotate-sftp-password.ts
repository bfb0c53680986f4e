import { and, eq, isNull } from "drizzle-orm";

import { sftpAccounts } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors/app-error";

import type { SftpAccountRequest } from "../requests";

import { generateSftpPassword } from "./create-sftp-account";
import { getSftpAccountOrThrow } from "./get-sftp-account-or-throw";
import { recordAudit } from "../audit/record-audit";
import { requireStepUp } from "../accounts/step-up";

/**
 * A new password, returned this once; the old one stops working at once (sessions already signed
 * in finish what they are doing). Also gives a key-only account a password.
 */
export async function rotateSftpPassword({
  ctx,
  accountId,
}: SftpAccountRequest): Promise<{ accountId: string; username: string; password: string }> {
  const account = await getSftpAccountOrThrow({ ctx, accountId });
  await requireStepUp({ ctx });
  if (account.revokedAt) throw new AppError("invalid_request", "A revoked SFTP account cannot get a new password.");
  const password = generateSftpPassword();
  await ctx.db
    .update(sftpAccounts)
    .set({ passwordHash: await hashPassword(password), passwordSetAt: new Date() })
    .where(and(eq(sftpAccounts.id, account.id), isNull(sftpAccounts.revokedAt)));
  await recordAudit({
    ctx,
    entry: { action: "sftp_account.password_rotated", target: { type: "sftp_account", id: account.id } },
  });
  return { accountId: account.id, username: account.username, password };
}
