import { eq } from "drizzle-orm";

import { adminUsers, type AdminUserRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { ServiceContext } from "../context";
import { verifyPasskey } from "../accounts/verify-passkey";

import { recordSignInFailure } from "./record-sign-in-failure";
import { refuseWhereSsoIsRequired } from "./sign-in-admin";
import { selectAdminUsers } from "../accounts/hr-people";

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
  const adminId = await verifyPasskey({
    ctx,
    owner: { realm: "hr" },
    response,
    purpose: "sign_in",
    expectedChallenge,
  });
  const [admin] = adminId ? await selectAdminUsers({ ctx }).where(eq(adminUsers.id, adminId)) : [];
  if (!admin || admin.disabledAt) {
    await recordSignInFailure({ ctx, admin, reason: "passkey" });
    throw new AppError("unauthorized", "That passkey did not sign you in. Try again, or use your e-mail and password.");
  }
  await refuseWhereSsoIsRequired({ ctx, admin });
  return admin;
}
