import { eq } from "drizzle-orm";

import { adminUsers, type AdminUserRow } from "@/db/schema";
import { DUMMY_HASH, verifyPassword } from "@/lib/auth/password";
import type { AdminSession } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";
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
  const ok = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !ok || admin.disabledAt) {
    await recordSignInFailure({
      ctx,
      admin,
      reason: !admin ? "unknown_email" : admin.disabledAt ? "disabled" : "wrong_password",
    });
    throw new AppError("unauthorized", "The e-mail or password is not right.");
  }
  return admin;
}

/** A refused sign-in in the audit trail (also the throttle's refusals: reason locked). */
export async function recordSignInFailure({
  ctx,
  admin,
  reason,
}: {
  ctx: ServiceContext;
  admin: Pick<AdminUserRow, "id" | "employerId"> | undefined;
  reason: "unknown_email" | "wrong_password" | "disabled" | "locked" | "factor";
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
}: {
  ctx: ServiceContext;
  admin: Pick<AdminUserRow, "id" | "employerId" | "role">;
  session: AdminSession;
  method: AdminSignInMethod;
  stage: "active" | "second_factor" | "enrol";
  factorAt?: Date | null;
}): Promise<void> {
  await openAdminSession({ ctx, session, stage, method, factorAt });
  if (stage === "active") await recordSignedIn({ ctx, admin, method, factor: factorAt !== null });
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
