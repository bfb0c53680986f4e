import { eq } from "drizzle-orm";

import { adminUsers, employers, type AdminUserRow } from "@/db/schema";
import { dummyHash, verifyPassword } from "@/lib/auth/password";
import type { AdminSession } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";

import { afterFirstCredential, type AfterFirstCredential } from "@/lib/domain/hr/second-factor";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";
import { enrolledFactorsOf } from "../hr-factors/factor-store";
import { verifyPasskey } from "../hr-factors/passkeys";
import { mayBypassSso } from "../hr-sso/sso-rule";
import { openAdminSession, type AdminSignInMethod } from "../sessions/admin-sessions";

/**
 * The same answer, after the same work, for an unknown e-mail, a wrong password and a disabled
 * person. Each failure is in the audit trail: the person's employer's when the e-mail is one of
 * theirs (with why), the platform's otherwise — never the e-mail or password typed.
 */
export async function signInAdmin({
  ctx,
  email,
  password,
}: {
  ctx: ServiceContext;
  email: string;
  password: string;
}): Promise<AdminUserRow> {
  const [admin] = await ctx.db.select().from(adminUsers).where(eq(adminUsers.email, email.trim().toLowerCase()));
  const ok = await verifyPassword(password, admin?.passwordHash ?? dummyHash());
  if (!admin || !ok || admin.disabledAt) {
    await recordSignInFailure({
      ctx,
      admin,
      reason: !admin ? "unknown_email" : admin.disabledAt ? "disabled" : "wrong_password",
    });
    throw new AppError("unauthorized", "The e-mail or password is not right.");
  }
  await refuseWhereSsoIsRequired({ ctx, admin });
  return admin;
}

/** The right password or passkey, but this employer signs its people in through its identity provider. */
async function refuseWhereSsoIsRequired({ ctx, admin }: { ctx: ServiceContext; admin: AdminUserRow }): Promise<void> {
  if (await mayBypassSso({ ctx, employerId: admin.employerId, adminId: admin.id })) return;
  await recordSignInFailure({ ctx, admin, reason: "sso_required" });
  throw new AppError("sso_required", "Sign in with your company's single sign-on.");
}

/**
 * What comes after a right password or a passkey (lib/domain/hr/second-factor.ts): signed in; a
 * second factor owed, by the methods the person has; or a factor to enrol first, when the
 * employer requires MFA and the person has none.
 */
export async function nextSignInStep({
  ctx,
  admin,
  signedInWith,
}: {
  ctx: ServiceContext;
  admin: Pick<AdminUserRow, "id" | "employerId">;
  signedInWith: "password" | "passkey" | "sso";
}): Promise<AfterFirstCredential> {
  const factors = await enrolledFactorsOf({ ctx, adminId: admin.id });
  const [employer] = await ctx.db
    .select({ requireMfa: employers.requireMfa })
    .from(employers)
    .where(eq(employers.id, admin.employerId));
  return afterFirstCredential({
    employerRequiresMfa: employer?.requireMfa ?? true,
    factors,
    signedInWith,
  });
}

/** A refused sign-in in the audit trail (also the throttle's refusals: reason locked). */
export async function recordSignInFailure({
  ctx,
  admin,
  reason,
}: {
  ctx: ServiceContext;
  admin: Pick<AdminUserRow, "id" | "employerId"> | undefined;
  reason: "unknown_email" | "wrong_password" | "disabled" | "locked" | "factor" | "sso_required" | "passkey";
}): Promise<void> {
  await recordAudit({
    ctx,
    entry: {
      action: "hr.sign_in_failed",
      employerId: admin?.employerId ?? null,
      ...(admin ? { target: { type: "admin", id: admin.id } } : {}),
      details: { reason },
    },
  });
}

/** The person named by an e-mail, if any: for recording a refusal that came before the password was read. */
export async function findAdminByEmail({
  ctx,
  email,
}: {
  ctx: ServiceContext;
  email: string;
}): Promise<Pick<AdminUserRow, "id" | "employerId"> | undefined> {
  const [admin] = await ctx.db
    .select({ id: adminUsers.id, employerId: adminUsers.employerId })
    .from(adminUsers)
    .where(eq(adminUsers.email, email.trim().toLowerCase()));
  return admin;
}

/**
 * The server side of a session that has just proved who it is: opened active (the sign-in is on
 * record) or owing a second factor or an enrolment first.
 */
export async function startAdminSession({
  ctx,
  admin,
  session,
  method,
  stage,
  factorAt = null,
  factor = false,
}: {
  ctx: ServiceContext;
  admin: Pick<AdminUserRow, "id" | "employerId" | "role">;
  session: AdminSession;
  method: AdminSignInMethod;
  stage: "active" | "second_factor" | "enrol";
  /** When the person last proved who they are (for step-up); default now for an active session. */
  factorAt?: Date | null;
  /** Whether a second factor was part of this sign-in (a passkey counts), for the trail. */
  factor?: boolean;
}): Promise<void> {
  const active = stage === "active";
  // An active session, and one that must enrol a factor (the password it just gave is all the
  // person has), have proved who they are now; one that owes a second factor has not.
  const proved = active || stage === "enrol";
  await openAdminSession({ ctx, session, stage, method, factorAt: proved ? (factorAt ?? new Date()) : null });
  await ctx.db.update(adminUsers).set({ lastSignInAt: new Date() }).where(eq(adminUsers.id, admin.id));
  if (active) await recordSignedIn({ ctx, admin, method, factor });
}

/** A sign-in that completed, in the trail: how, and whether a second factor was part of it. */
export async function recordSignedIn({
  ctx,
  admin,
  method,
  factor,
}: {
  ctx: ServiceContext;
  admin: Pick<AdminUserRow, "id" | "employerId" | "role">;
  method: AdminSignInMethod | string;
  factor: boolean;
}): Promise<void> {
  await recordAudit({
    ctx,
    entry: {
      action: "hr.signed_in",
      employerId: admin.employerId,
      actor: { type: "admin", adminId: admin.id, employerId: admin.employerId, role: admin.role },
      target: { type: "admin", id: admin.id },
      details: { method, factor },
    },
  });
}

/**
 * A sign-in with a passkey alone (no e-mail typed): the browser's answer to a challenge we gave
 * names the passkey, whose owner is signed in — a passkey with user verification is two factors.
 * A disabled person, one whose employer requires single sign-on, or an answer that does not verify
 * gets the same refusal.
 */
export async function signInWithPasskey({
  ctx,
  response,
  expectedChallenge,
}: {
  ctx: ServiceContext;
  response: unknown;
  /** The challenge the browser's sealed cookie holds (undefined: none, or expired). */
  expectedChallenge: string | undefined;
}): Promise<AdminUserRow> {
  const adminId = await verifyPasskey({ ctx, adminId: null, response, purpose: "sign_in", expectedChallenge });
  const [admin] = adminId ? await ctx.db.select().from(adminUsers).where(eq(adminUsers.id, adminId)) : [];
  if (!admin || admin.disabledAt) {
    await recordSignInFailure({ ctx, admin, reason: "passkey" });
    throw new AppError("unauthorized", "That passkey did not sign you in. Try again, or use your e-mail and password.");
  }
  await refuseWhereSsoIsRequired({ ctx, admin });
  return admin;
}
