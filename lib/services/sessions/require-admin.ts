import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminUsers, employers } from "@/db/schema";
import type { Session } from "@/lib/auth/session";

export type SignedInAdmin = { adminId: string; employerId: string; name: string; email: string; employerName: string };

/**
 * The admin a session belongs to, while that admin may still act: a disabled admin, one moved to
 * another employer since signing in, or a session ended by signing out (an older version) is not
 * signed in. The admin wrapper and the admin layout
 * both ask this, so a page never shows what its API would refuse.
 */
export async function requireAdmin(db: Db, session: Session | undefined): Promise<SignedInAdmin | undefined> {
  if (session?.kind !== "admin") return undefined;
  const [row] = await db
    .select({
      disabledAt: adminUsers.disabledAt,
      employerId: adminUsers.employerId,
      name: adminUsers.name,
      email: adminUsers.email,
      employerName: employers.name,
      sessionVersion: adminUsers.sessionVersion,
    })
    .from(adminUsers)
    .innerJoin(employers, eq(employers.id, adminUsers.employerId))
    .where(eq(adminUsers.id, session.adminId));
  if (!row || row.disabledAt || row.employerId !== session.employerId || row.sessionVersion !== session.version) return undefined;
  return { adminId: session.adminId, employerId: row.employerId, name: row.name, email: row.email, employerName: row.employerName };
}
