import { and, eq } from "drizzle-orm";

import { employees } from "@/db/schema";
import { sessionId, type EmployeeSession, type Session } from "@/lib/auth/session";

import type { QueryContext } from "../context";

import { sessionEnded } from "./end-session";

/**
 * The employee session, while it is still valid: the employee exists at the session's employer,
 * this session was not signed out, and HR has not ended the employee's sessions since (a newer
 * session version). One query.
 */
export async function requireEmployee({
  ctx,
  session,
}: {
  ctx: QueryContext;
  session: Session | undefined;
}): Promise<EmployeeSession | undefined> {
  const { db } = ctx;
  if (session?.kind !== "employee") return undefined;
  const [row] = await db
    .select({ sessionVersion: employees.sessionVersion, ended: sessionEnded(sessionId(session)) })
    .from(employees)
    .where(and(eq(employees.id, session.employeeId), eq(employees.employerId, session.employerId)));
  return row && row.sessionVersion === session.version && !row.ended ? session : undefined;
}
