import { eq } from "drizzle-orm";

import { employees, identityChecks } from "@/db/schema";

import type { QueryContext } from "../context";

/**
 * Locks the person a check is about, before the check: every path that changes a check and its
 * person together (a decision, an unresolved end, a change of the person's data that restarts the
 * check) takes the employee's row first, so two of them never wait on each other in opposite
 * orders. False when there is no such check. Run it in the caller's transaction.
 */
export async function lockPersonOfCheck({ ctx, checkId }: { ctx: QueryContext; checkId: string }): Promise<boolean> {
  const [owner] = await ctx.db
    .select({ employeeId: identityChecks.employeeId })
    .from(identityChecks)
    .where(eq(identityChecks.id, checkId));
  if (!owner) return false;
  await ctx.db.select({ id: employees.id }).from(employees).where(eq(employees.id, owner.employeeId)).for("update");
  return true;
}
