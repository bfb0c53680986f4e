import { and, eq, isNotNull, ne, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { accountSessions, adminUsers, employerSso, type AdminUserRow } from "@/db/schema";
import { sameIssuer } from "@/lib/domain/hr/sso-policy";

import { recordAudit } from "../audit/record-audit";
import type { QueryContext } from "../context";

// An HR person's link to their identity at the employer's single sign-on (issue 37), shared by the
// callback (hr-sso), the sign-in's second step (accounts) and the team (an owner's approval):
// made only once the person proved who they are here, or an owner approved.

export type SsoIdentity = { issuer: string; subject: string };

/** What let the link be made: a factor (by its kind), the person's password, or an owner's approval. */
export type SsoLinkProven = "totp" | "passkey" | "recovery_code" | "password" | "owner_approval";

type Person = Pick<AdminUserRow, "id" | "employerId" | "role">;

/**
 * Links a person to a provider identity, on record (`hr.sso_linked`), and spends any owner's
 * approval. Nothing is linked — false — when the employer's provider is no longer the one the
 * identity came from (changed meanwhile), or when that identity is already someone else's.
 */
export async function linkSsoIdentity({
  ctx,
  person,
  identity,
  proven,
}: {
  ctx: QueryContext;
  person: Person;
  identity: SsoIdentity;
  proven: SsoLinkProven;
}): Promise<boolean> {
  const [sso] = await ctx.db
    .select({ enabled: employerSso.enabled, issuer: employerSso.issuer })
    .from(employerSso)
    .where(eq(employerSso.employerId, person.employerId));
  if (!sso?.enabled || !sameIssuer(sso.issuer, identity.issuer)) return false;
  const holder = alias(adminUsers, "holder");
  const [before] = await ctx.db
    .select({ subject: adminUsers.ssoSubject })
    .from(adminUsers)
    .where(eq(adminUsers.id, person.id));
  const linked = await ctx.db
    .update(adminUsers)
    .set({ ssoIssuer: sso.issuer, ssoSubject: identity.subject, ssoLinkApprovedAt: null })
    .where(
      and(
        eq(adminUsers.id, person.id),
        notExists(
          ctx.db
            .select({ id: holder.id })
            .from(holder)
            .where(
              and(
                eq(holder.employerId, person.employerId),
                eq(holder.ssoIssuer, sso.issuer),
                eq(holder.ssoSubject, identity.subject),
                ne(holder.id, person.id),
              ),
            ),
        ),
      ),
    )
    .returning({ id: adminUsers.id });
  if (linked.length === 0) return false;
  await recordAudit({
    ctx: { ...ctx, employerId: person.employerId },
    entry: {
      action: "hr.sso_linked",
      employerId: person.employerId,
      actor: { type: "admin", adminId: person.id, employerId: person.employerId, role: person.role },
      target: { type: "admin", id: person.id },
      details: { with: proven, replaced: before?.subject != null },
    },
  });
  return true;
}

/** The identity a session owing its proof will link once it has given it (the callback's). */
export async function recordPendingSsoLink({
  ctx,
  sessionId,
  identity,
}: {
  ctx: QueryContext;
  sessionId: string;
  identity: SsoIdentity;
}): Promise<void> {
  await ctx.db
    .update(accountSessions)
    .set({ pendingSsoIssuer: identity.issuer, pendingSsoSubject: identity.subject })
    .where(eq(accountSessions.id, sessionId));
}

/**
 * A session that just proved who it is (a factor at the sign-in's second step, or the password)
 * makes the link its single sign-on left pending, once: the pending identity is taken off the
 * session first. A session with none pending (a password sign-in) does nothing.
 */
export async function applyPendingSsoLink({
  ctx,
  sessionId,
  proven,
}: {
  ctx: QueryContext;
  sessionId: string;
  proven: Exclude<SsoLinkProven, "owner_approval">;
}): Promise<void> {
  const [pending] = await ctx.db
    .select({
      adminId: accountSessions.accountId,
      issuer: accountSessions.pendingSsoIssuer,
      subject: accountSessions.pendingSsoSubject,
    })
    .from(accountSessions)
    .where(and(eq(accountSessions.id, sessionId), isNotNull(accountSessions.pendingSsoSubject)));
  if (!pending?.issuer || !pending.subject) return;
  // Taken off the session by the statement that finds it still there: two proofs link once.
  const taken = await ctx.db
    .update(accountSessions)
    .set({ pendingSsoIssuer: null, pendingSsoSubject: null })
    .where(and(eq(accountSessions.id, sessionId), eq(accountSessions.pendingSsoSubject, pending.subject)))
    .returning({ id: accountSessions.id });
  if (taken.length === 0) return;
  const [person] = await ctx.db
    .select({ id: adminUsers.id, employerId: adminUsers.employerId, role: adminUsers.role })
    .from(adminUsers)
    .where(eq(adminUsers.id, pending.adminId));
  if (!person) return;
  await linkSsoIdentity({ ctx, person, identity: { issuer: pending.issuer, subject: pending.subject }, proven });
}
