import { lt, sql } from "drizzle-orm";

import { adverseActionNotices } from "@/db/schema";

import type { QueryContext } from "../context";

/**
 * Housekeeping: notices past their 25 months are deleted. The decision record they came from
 * (atr_submissions: inputs, settings version, outcome, ranked reasons) is kept, like every ATR
 * decision (docs/adverse-action-notices.md says why).
 */
export async function purgeExpiredAdverseActionNotices({ ctx }: { ctx: QueryContext }): Promise<number> {
  const { db } = ctx;
  const removed = await db
    .delete(adverseActionNotices)
    .where(lt(adverseActionNotices.expiresAt, sql`now()`))
    .returning({ id: adverseActionNotices.id });
  return removed.length;
}
