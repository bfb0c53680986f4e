import { eq } from "drizzle-orm";

import { sftpAccounts } from "@/db/schema";

import type { ServiceContext } from "../context";

export async function recordSftpLogin({ ctx, accountId }: { ctx: ServiceContext; accountId: string }): Promise<void> {
  const { db } = ctx;
  await db.update(sftpAccounts).set({ lastLoginAt: new Date() }).where(eq(sftpAccounts.id, accountId));
}
