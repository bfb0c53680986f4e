import { asc, eq } from "drizzle-orm";

import { sftpAccounts } from "@/db/schema";

import type { EmployerContext } from "../context";

import { assertMayManageSftp, keysOf, type SftpAccountWithKeys } from "./get-sftp-account-or-throw";

/** The employer's SFTP accounts, oldest first, each with its public keys; revoked ones included. */
export async function listSftpAccounts({ ctx }: { ctx: EmployerContext }): Promise<SftpAccountWithKeys[]> {
  assertMayManageSftp({ ctx });
  const accounts = await ctx.db
    .select()
    .from(sftpAccounts)
    .where(eq(sftpAccounts.employerId, ctx.employerId))
    .orderBy(asc(sftpAccounts.createdAt));
  const keys = await keysOf({ ctx, accountIds: accounts.map((account) => account.id) });
  return accounts.map((account) => ({ ...account, keys: keys.filter((key) => key.accountId === account.id) }));
}
