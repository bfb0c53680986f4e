import { eq } from "drizzle-orm";

import { accounts, adminUsers } from "@/db/schema";
import type { Realm } from "@/lib/domain/accounts/realms";

import type { ServiceContext } from "../context";

import { accountEmail } from "./account-email";
import { recordSignInFailure } from "./record-sign-in-failure";

/**
 * A sign-in the throttle refused before the password was read, on record all the same: against the
 * account the e-mail names in the realm, if any (for HR, in its employer's trail).
 */
export async function recordLockedSignIn({
  ctx,
  realm,
  email,
}: {
  ctx: ServiceContext;
  realm: Realm;
  email: string;
}): Promise<void> {
  const [person] = await ctx.db
    .select({ id: accounts.id, employerId: adminUsers.employerId })
    .from(accounts)
    .leftJoin(adminUsers, eq(adminUsers.id, accounts.id))
    .where(accountEmail(realm, email));
  await recordSignInFailure({
    ctx,
    realm,
    person: person && { id: person.id, ...(person.employerId ? { employerId: person.employerId } : {}) },
    reason: "locked",
  });
}
