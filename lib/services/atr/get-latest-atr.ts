import { desc, eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { atrSubmissions, type AtrSubmissionRow } from "@/db/schema";

/** The latest submission decides the ATR requirement. */
export async function getLatestAtr(db: Queryable, employeeId: string): Promise<AtrSubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(atrSubmissions)
    .where(eq(atrSubmissions.employeeId, employeeId))
    .orderBy(desc(atrSubmissions.sequence))
    .limit(1);
  return row;
}
