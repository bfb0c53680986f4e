import { and, eq, isNull } from "drizzle-orm";

import { sftpAccounts } from "@/db/schema";

import type { SftpAccountRequest } from "../requests";

import { getSftpAccountOrThrow } from "./get-sftp-account-or-throw";
import { recordAudit } from "../audit/record-audit";

/**
 * No login with this account from now on, by password or key. Its files stay: what it uploaded is
 * still imported, and its acknowledgements remain readable by the employer's other accounts.
 */
export async function revokeSftpAccount({ ctx, accountId }: SftpAccountRequest): Promise<void> {
  const account = await getSftpAccountOrThrow({ ctx, accountId });
  await ctx.db
    .update(sftpAccounts)
    .set({ revokedAt: new Date(), passwordHash: null })
    .where(and(eq(sftpAccounts.id, account.id), isNull(sftpAccounts.revokedAt)));
  await recordAudit({
    ctx,
    entry: { action: "sftp_account.revoked", target: { type: "sftp_account", id: account.id } },
  });
}
