import { type AdminUserRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import { hrEmail, selectAdminUsers } from "../accounts/hr-people";
import { recordSignInFailure } from "../accounts/record-sign-in-failure";
import { verifySignInPassword } from "../accounts/verify-sign-in-password";
import type { ServiceContext } from "../context";
import { mayBypassSso } from "../hr-sso/sso-rule";

/**
 * HR's e-mail and password: the password as either door checks it (verifySignInPassword; each
 * failure in the person's employer's trail, the platform's for an unknown e-mail), then what only
 * HR refuses — an employer that signs its people in through its identity provider.
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
  const [found] = await selectAdminUsers({ ctx }).where(hrEmail(email));
  const admin = await verifySignInPassword({ ctx, realm: "hr", person: found, password });
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
  await recordSignInFailure({ ctx, realm: "hr", person: admin, reason: "sso_required" });
  throw new AppError("sso_required", "Sign in with your company's single sign-on.");
}
