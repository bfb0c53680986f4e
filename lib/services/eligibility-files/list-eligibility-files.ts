import { desc, eq, getTableColumns } from "drizzle-orm";

import { eligibilityFiles, sftpAccounts } from "@/db/schema";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";

/** The employer's 20 latest files received over SFTP, newest first, with the account that sent each. */
export async function listEligibilityFiles({ ctx }: { ctx: EmployerContext }) {
  authorize(ctx.actor, "employees.read");
  return ctx.db
    .select({ ...getTableColumns(eligibilityFiles), accountUsername: sftpAccounts.username })
    .from(eligibilityFiles)
    .leftJoin(sftpAccounts, eq(sftpAccounts.id, eligibilityFiles.accountId))
    .where(eq(eligibilityFiles.employerId, ctx.employerId))
    .orderBy(desc(eligibilityFiles.receivedAt))
    .limit(20);
}
