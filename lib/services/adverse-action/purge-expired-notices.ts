import { lt, sql } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { adverseActionNotices } from "@/db/schema";

/**
 * Housekeeping: notices past their 25 months are deleted. The decision record they came from
 * (atr_submissions: inputs, settings version, outcome, ranked reasons) is kept, like every ATR
 * decision (docs/adverse-action-notices.md says why).
 */
export async function purgeExpiredAdverseActionNotices(db: Queryable): Promise<number> {
  const removed = await db
    .delete(adverseActionNotices)
    .where(lt(adverseActionNotices.expiresAt, sql`now()`))
    .returning({ id: adverseActionNotices.id });
  return removed.length;
}
