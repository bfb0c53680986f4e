import { and, eq, lt } from "drizzle-orm";

import { employeeImports } from "@/db/schema";

import type { ServiceContext } from "../context";
import { settleHeldEligibilityFile } from "../eligibility-files/settle-held-file";

import { clearStagedRows } from "../imports/stage-import-rows";

/**
 * Held full files nobody decided on within HELD_FILE_DAYS are discarded (their sealed rows
 * removed; over SFTP, acknowledged again as expired). The worker runs it with its housekeeping;
 * a confirm runs it first, so an expired file is never applied. Returns how many it discarded.
 */
export async function expireHeldImports({
  ctx,
  now = new Date(),
}: {
  ctx: ServiceContext;
  now?: Date;
}): Promise<number> {
  const { db } = ctx;
  const expired = await db
    .update(employeeImports)
    .set({ status: "discarded", decidedAt: now, finishedAt: now })
    .where(and(eq(employeeImports.status, "held"), lt(employeeImports.heldUntil, now)))
    .returning({ id: employeeImports.id });
  for (const { id } of expired) {
    await clearStagedRows({ ctx, importId: id });
    await settleHeldEligibilityFile({ ctx, importId: id });
  }
  return expired.length;
}
