import { and, eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { employees } from "@/db/schema";
import type { EmployeeSession, Session } from "@/lib/auth/session";

/**
 * The employee session, while it is still valid: the employee exists at the session's employer and
 * the session was not ended since (signing out and HR ending sessions bump the version).
 */
export async function requireEmployee(db: Queryable, session: Session | undefined): Promise<EmployeeSession | undefined> {
  if (session?.kind !== "employee") return undefined;
  const [row] = await db
    .select({ sessionVersion: employees.sessionVersion })
    .from(employees)
    .where(and(eq(employees.id, session.employeeId), eq(employees.employerId, session.employerId)));
  return row && row.sessionVersion === session.version ? session : undefined;
}
