import { type AdminUserRow } from "@/db/schema";
import { dummyHash, verifyPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors/app-error";

import type { ServiceContext } from "../context";
import { mayBypassSso } from "../hr-sso/sso-rule";

import { recordSignInFailure } from "./record-sign-in-failure";
import { hrEmail, selectAdminUsers } from "../accounts/hr-people";

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
  const [admin] = await selectAdminUsers({ ctx }).where(hrEmail(email));
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
export async function refuseWhereSsoIsRequired({
  ctx,
  admin,
}: {
  ctx: ServiceContext;
  admin: AdminUserRow;
}): Promise<void> {
  if (await mayBypassSso({ ctx, employerId: admin.employerId, adminId: admin.id })) return;
  await recordSignInFailure({ ctx, admin, reason: "sso_required" });
  throw new AppError("sso_required", "Sign in with your company's single sign-on.");
}
