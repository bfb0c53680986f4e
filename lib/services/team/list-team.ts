import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";

import { accounts, accountInvites, adminUsers, employerSso } from "@/db/schema";

import { asHrInvite } from "../accounts/invites";
import { authorize } from "../authorize";
import type { EmployerContext } from "../context";

/**
 * The employer's HR people with their factors, open sessions and single sign-on links, the
 * invitations not yet accepted, and whether single sign-on is on (owners).
 */
export async function listTeam({ ctx }: { ctx: EmployerContext }) {
  authorize(ctx.actor, "team.manage");
  const now = new Date();
  const people = await ctx.db
    .select({
      id: adminUsers.id,
      name: accounts.name,
      email: accounts.email,
      role: adminUsers.role,
      disabledAt: accounts.disabledAt,
      ssoSubject: adminUsers.ssoSubject,
      ssoLinkApprovedAt: adminUsers.ssoLinkApprovedAt,
      passwordHash: accounts.passwordHash,
      lastSignInAt: accounts.lastSignInAt,
      // Table-qualified by hand: inside a select's sql, drizzle writes a column without its table,
      // and "id" would be read as the subquery's own.
      totp: sql<boolean>`exists (select 1 from account_totp t where t.account_id = "admin_users"."id" and t.confirmed_at is not null)`,
      passkeys: sql<number>`(select count(*)::int from account_passkeys p where p.account_id = "admin_users"."id")`,
      openSessions: sql<number>`(select count(*)::int from account_sessions s where s.account_id = "admin_users"."id" and s.ended_at is null and s.stage = 'active' and s.expires_at > ${now.toISOString()}::timestamptz)`,
    })
    .from(adminUsers)
    .innerJoin(accounts, eq(accounts.id, adminUsers.id))
    .where(eq(adminUsers.employerId, ctx.employerId))
    .orderBy(asc(accounts.name), asc(adminUsers.id));
  const inviteRows = await ctx.db
    .select({ invite: accountInvites, invitedBy: accounts.name })
    .from(accountInvites)
    .leftJoin(accounts, eq(accounts.id, accountInvites.invitedBy))
    .where(
      and(
        eq(accountInvites.employerId, ctx.employerId),
        isNull(accountInvites.acceptedAt),
        isNull(accountInvites.withdrawnAt),
        gt(accountInvites.expiresAt, now),
      ),
    )
    .orderBy(asc(accountInvites.createdAt));
  const invites = inviteRows.map(({ invite, invitedBy }) => ({ invite: asHrInvite(invite), invitedBy }));
  const [sso] = await ctx.db
    .select({ enabled: employerSso.enabled })
    .from(employerSso)
    .where(eq(employerSso.employerId, ctx.employerId));
  return { people, invites, ssoEnabled: sso?.enabled ?? false };
}
