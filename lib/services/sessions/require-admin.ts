import { and, eq } from "drizzle-orm";

import { accounts, accountSessions, adminUsers, employers, type SessionStage } from "@/db/schema";
import { sessionId, type Session } from "@/lib/auth/session";
import type { HrRole } from "@/lib/domain/hr/hr-roles";

import type { Origin, ServiceContext } from "../context";

import { sessionCheckColumns, sessionMayAct } from "./session-may-act";

export type SignedInAdmin = {
  adminId: string;
  employerId: string;
  role: HrRole;
  name: string;
  email: string;
  employerName: string;
  /** The program suspended the employer (docs/operator.md#employers): since when, and why. */
  employerSuspension: { since: Date; reason: string | null } | null;
  /** The session's server-side id (account_sessions.id). */
  sessionId: string;
  /** When a second factor (or a passkey) was last verified in this session: for step-up. */
  factorAt: Date | null;
  stage: SessionStage;
};

/**
 * The HR person a session belongs to, while they may still act: a disabled person, one moved to
 * another employer since signing in, a session ended (signed out, ended from "Your sessions" or by
 * an owner, expired) or one from before the person's session version was bumped (the operator's
 * "sign out everywhere") is not signed in. Only an active session counts, unless `stages` lets a
 * session that still owes a second factor or an enrolment through (the factor routes). One query,
 * plus a "last seen" write at most once a minute. The admin wrapper and the admin layout both ask
 * this, so a page never shows what its API would refuse.
 */
export async function requireAdmin({
  ctx,
  session,
  stages = ["active"],
}: {
  ctx: ServiceContext & { origin?: Origin };
  session: Session | undefined;
  stages?: readonly SessionStage[];
}): Promise<SignedInAdmin | undefined> {
  const { db } = ctx;
  if (session?.kind !== "admin") return undefined;
  const id = sessionId(session);
  const [row] = await db
    .select({
      ...sessionCheckColumns,
      employerId: adminUsers.employerId,
      role: adminUsers.role,
      employerName: employers.name,
      suspendedAt: employers.suspendedAt,
      suspensionReason: employers.suspensionReason,
    })
    .from(adminUsers)
    .innerJoin(accounts, eq(accounts.id, adminUsers.id))
    .innerJoin(employers, eq(employers.id, adminUsers.employerId))
    .innerJoin(accountSessions, and(eq(accountSessions.id, id), eq(accountSessions.accountId, adminUsers.id)))
    .where(eq(adminUsers.id, session.adminId));
  if (
    !row ||
    row.employerId !== session.employerId ||
    !(await sessionMayAct({ ctx, id, row, version: session.version, stages }))
  )
    return undefined;
  return {
    adminId: session.adminId,
    employerId: row.employerId,
    role: row.role,
    name: row.name,
    email: row.email,
    employerName: row.employerName,
    employerSuspension: row.suspendedAt ? { since: row.suspendedAt, reason: row.suspensionReason } : null,
    sessionId: id,
    factorAt: row.factorAt,
    stage: row.stage,
  };
}
