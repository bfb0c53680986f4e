import { and, asc, eq, inArray } from "drizzle-orm";

import { sftpAccountKeys, sftpAccounts, type SftpAccountKeyRow, type SftpAccountRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import { authorize } from "../authorize";
import type { EmployerContext } from "../context";
import type { SftpAccountRequest } from "../requests";

export type SftpAccountWithKeys = SftpAccountRow & { keys: SftpAccountKeyRow[] };

/** The employer's owners and the system (CLI, seed) manage SFTP accounts; nobody else. */
export function assertMayManageSftp({ ctx }: { ctx: EmployerContext }): void {
  if (ctx.actor.type !== "admin" && ctx.actor.type !== "system")
    throw new AppError("not_found", "No such SFTP account.");
  authorize(ctx.actor, "sftp.manage");
}

export async function getSftpAccountOrThrow({ ctx, accountId }: SftpAccountRequest): Promise<SftpAccountWithKeys> {
  assertMayManageSftp({ ctx });
  const [account] = await ctx.db
    .select()
    .from(sftpAccounts)
    .where(and(eq(sftpAccounts.id, accountId), eq(sftpAccounts.employerId, ctx.employerId)));
  if (!account) throw new AppError("not_found", "No SFTP account with this id for your employer.");
  return { ...account, keys: await keysOf({ ctx, accountIds: [account.id] }) };
}

export async function keysOf({
  ctx,
  accountIds,
}: {
  ctx: EmployerContext;
  accountIds: string[];
}): Promise<SftpAccountKeyRow[]> {
  if (accountIds.length === 0) return [];
  return ctx.db
    .select()
    .from(sftpAccountKeys)
    .where(inArray(sftpAccountKeys.accountId, accountIds))
    .orderBy(asc(sftpAccountKeys.createdAt));
}
