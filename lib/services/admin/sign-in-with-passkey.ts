import { eq } from "drizzle-orm";

import { adminUsers, type AdminUserRow } from "@/db/schema";

import { selectAdminUsers } from "../accounts/hr-people";
import { verifySignInPasskey } from "../accounts/verify-sign-in-passkey";
import type { ServiceContext } from "../context";

import { refuseWhereSsoIsRequired } from "./sign-in-admin";

/**
 * HR's sign-in with a passkey alone: the passkey as either door checks it (verifySignInPasskey),
 * then what only HR refuses — an employer that requires single sign-on.
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
  const admin = await verifySignInPasskey({
    ctx,
    realm: "hr",
    response,
    expectedChallenge,
    load: async (id) => (await selectAdminUsers({ ctx }).where(eq(adminUsers.id, id)))[0],
  });
  await refuseWhereSsoIsRequired({ ctx, admin });
  return admin;
}
