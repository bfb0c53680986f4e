import { eq } from "drizzle-orm";

import { adminUsers, employers } from "@/db/schema";
import { sessionId, type Session } from "@/lib/auth/session";

import type { ServiceContext } from "../context";

import { sessionEnded } from "./end-session";

export type SignedInAdmin = { adminId: string; employerId: string; name: string; email: string; employerName: string };

/**
 * The admin a session belongs to, while that admin may still act: a disabled admin, one moved to
 * another employer since signing in, a session signed out, or one from before the admin's
 * session version was bumped (the operator's "sign out everywhere") is not signed in. One query. The admin wrapper and the admin layout
 * both ask this, so a page never shows what its API would refuse.
 */
export async function requireAdmin({
  ctx,
  session,
}: {
  ctx: ServiceContext;
  session: Session | undefined;
}): Promise<SignedInAdmin | undefined> {
  const { db } = ctx;
  if (session?.kind !== "admin") return undefined;
  const [row] = await db
    .select({
      disabledAt: adminUsers.disabledAt,
      employerId: adminUsers.employerId,
      name: adminUsers.name,
      email: adminUsers.email,
      employerName: employers.name,
      sessionVersion: adminUsers.sessionVersion,
      ended: sessionEnded(sessionId(session)),
    })
    .from(adminUsers)
    .innerJoin(employers, eq(employers.id, adminUsers.employerId))
    .where(eq(adminUsers.id, session.adminId));
  if (
    !row ||
    row.disabledAt ||
    row.employerId !== session.employerId ||
    row.sessionVersion !== session.version ||
    row.ended
  )
    return undefined;
  return {
    adminId: session.adminId,
    employerId: row.employerId,
    name: row.name,
    email: row.email,
    employerName: row.employerName,
  };
}
