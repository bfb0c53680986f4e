import { and, asc, eq, ne } from "drizzle-orm";

import { employees, type EmployeeRow } from "@/db/schema";

import { authorize } from "../authorize";
import type { EmployerContext } from "../context";

/** At most this many are named: a warning, not a list. */
const NAMED = 10;

/**
 * The other employees of the employer with this employee's e-mail address, oldest first. Not a
 * refusal, as one SSN is (`ssn_taken`): families share an address. The create answer warns with
 * them (`warnings[].code` `email_shared`), so a partner can tell a person entered twice.
 */
export async function listEmployeesSharingEmail({
  ctx,
  employee,
}: {
  ctx: EmployerContext;
  employee: Pick<EmployeeRow, "id" | "email">;
}): Promise<string[]> {
  authorize(ctx.actor, "employees.read");
  const rows = await ctx.db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(eq(employees.email, employee.email), eq(employees.employerId, ctx.employerId), ne(employees.id, employee.id)),
    )
    .orderBy(asc(employees.createdAt), asc(employees.id))
    .limit(NAMED);
  return rows.map((row) => row.id);
}
