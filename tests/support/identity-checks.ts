import { desc, eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { identityChecks } from "@/db/schema";

/** The employee's most recent identity check row, as the database has it now. */
export async function latestIdentityCheck(employeeId: string) {
  const [check] = await (
    await getDb()
  )
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.employeeId, employeeId))
    .orderBy(desc(identityChecks.createdAt))
    .limit(1);
  return check!;
}
