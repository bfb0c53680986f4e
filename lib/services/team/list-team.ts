import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";

import { adminInvites, adminPasskeys, adminSessions, adminTotp, adminUsers } from "@/db/schema";

import { authorize } from "../authorize";
import type { EmployerContext } from "../context";

/** The employer's HR people with their factors and open sessions, and the invitations not yet accepted (owners). */
export async function listTeam({ ctx }: { ctx: EmployerContext }) {
  authorize(ctx.actor, "team.manage");
  const now = new Date();
  const people = await ctx.db
    .select({
      id: adminUsers.id,
      name: adminUsers.name,
      email: adminUsers.email,
      role: adminUsers.role,
      disabledAt: adminUsers.disabledAt,
      ssoSubject: adminUsers.ssoSubject,
      passwordHash: adminUsers.passwordHash,
      lastSignInAt: adminUsers.lastSignInAt,
      totp: sql<boolean>`exists (select 1 from ${adminTotp} where ${adminTotp.adminId} = ${adminUsers.id} and ${adminTotp.confirmedAt} is not null)`,
      passkeys: sql<number>`(select count(*)::int from ${adminPasskeys} where ${adminPasskeys.adminId} = ${adminUsers.id})`,
      openSessions: sql<number>`(select count(*)::int from ${adminSessions} where ${adminSessions.adminId} = ${adminUsers.id} and ${adminSessions.endedAt} is null and ${adminSessions.expiresAt} > ${now.toISOString()}::timestamptz and ${adminSessions.stage} = 'active')`,
    })
    .from(adminUsers)
    .where(eq(adminUsers.employerId, ctx.employerId))
    .orderBy(asc(adminUsers.name), asc(adminUsers.id));
  const invites = await ctx.db
    .select({ invite: adminInvites, invitedBy: adminUsers.name })
    .from(adminInvites)
    .leftJoin(adminUsers, eq(adminUsers.id, adminInvites.invitedBy))
    .where(
      and(
        eq(adminInvites.employerId, ctx.employerId),
        isNull(adminInvites.acceptedAt),
        isNull(adminInvites.withdrawnAt),
        gt(adminInvites.expiresAt, now),
      ),
    )
    .orderBy(asc(adminInvites.createdAt));
  return { people, invites };
}
