import { and, eq, isNull } from "drizzle-orm";

import { sftpAccounts } from "@/db/schema";

import type { QueryContext } from "../context";

/** Who a successful SFTP login is: the account, and the one employer whose folders it sees. */
export type SftpLogin = { accountId: string; employerId: string; username: string };

/** The live (not revoked) SFTP account with this user name, if any. */
export async function activeAccount({ ctx, username }: { ctx: QueryContext; username: string }) {
  // A user name is at most a few dozen characters; anything longer names no account.
  if (username.length > 100) return undefined;
  const [account] = await ctx.db
    .select()
    .from(sftpAccounts)
    .where(and(eq(sftpAccounts.username, username), isNull(sftpAccounts.revokedAt)));
  return account;
}

export const loginOf = (account: { id: string; employerId: string; username: string }): SftpLogin => ({
  accountId: account.id,
  employerId: account.employerId,
  username: account.username,
});
