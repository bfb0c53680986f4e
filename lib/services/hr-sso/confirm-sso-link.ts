import { and, eq, isNotNull } from "drizzle-orm";

import { accounts, accountSessions, adminUsers } from "@/db/schema";
import { dummyHash, verifyPassword } from "@/lib/auth/password";
import type { AdminSession } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";

import { recordAudit } from "../audit/record-audit";
import { authorizeHrAccount } from "../authorize";
import type { ServiceContext } from "../context";
import { hasAnyFactor } from "../accounts/factor-store";
import { replaceAccountSession } from "../sessions/admin-sessions";
import { applyPendingSsoLink } from "../sso-links/link-sso-identity";

/**
 * The confirm step of a first single sign-on to an existing account that has no factor: the
 * account's password (a person with a factor gives it at the sign-in's second step instead, and a
 * password alone no longer counts for them). Right, the pending link is made and the sign-in goes
 * on under a new session (`next`), fresh for step-up; anything else gets one answer, on record (the route counts it against
 * the account's lockout, as a wrong password).
 */
export async function confirmSsoLinkWithPassword({
  ctx,
  password,
  next,
}: {
  ctx: ServiceContext;
  password: string;
  /** The session the sign-in goes on as: a new id, cookie and CSRF token. */
  next: AdminSession;
}) {
  const actor = authorizeHrAccount(ctx.actor);
  const { adminId, employerId, role } = actor;
  const [row] = await ctx.db
    .select({ passwordHash: accounts.passwordHash })
    .from(accountSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, accountSessions.accountId))
    .innerJoin(accounts, eq(accounts.id, adminUsers.id))
    .where(and(eq(accountSessions.id, actor.session.id), isNotNull(accountSessions.pendingSsoSubject)));
  const right = await verifyPassword(password, row?.passwordHash ?? dummyHash());
  if (!row?.passwordHash || !right || (await hasAnyFactor({ ctx, accountId: adminId }))) {
    await recordAudit({
      ctx,
      entry: { action: "hr.factor_failed", target: { type: "admin", id: adminId }, details: { during: "sso_link" } },
    });
    throw new AppError("unauthorized", "That did not work. Check it and try again.");
  }
  await applyPendingSsoLink({ ctx, sessionId: actor.session.id, proven: "password" });
  await replaceAccountSession({ ctx, oldId: actor.session.id, next });
  await recordAudit({
    ctx,
    entry: {
      action: "hr.signed_in",
      actor: { type: "admin", adminId, employerId, role },
      target: { type: "admin", id: adminId },
      details: { method: "sso", factor: false, with: "password" },
    },
  });
}
