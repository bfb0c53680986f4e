import { eq } from "drizzle-orm";

import { employers, type AdminUserRow } from "@/db/schema";
import { afterFirstCredential, type AfterFirstCredential } from "@/lib/domain/hr/second-factor";

import type { ServiceContext } from "../context";
import { enrolledFactorsOf } from "../accounts/factor-store";

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
  const factors = await enrolledFactorsOf({ ctx, accountId: admin.id });
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
