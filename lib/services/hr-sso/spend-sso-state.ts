import { lt } from "drizzle-orm";

import { ssoSpentStates } from "@/db/schema";
import { SSO_ATTEMPT_TTL_SECONDS } from "@/lib/auth/sso-attempt";

import type { QueryContext } from "../context";

/**
 * Spends a single sign-on attempt's state: true the first time, false for a state already answered
 * (a replayed callback, even with the browser's cookie). The state's hash is kept as long as the
 * attempt could still be opened, then deleted by a later spend. The caller spends only a state its
 * own sealed cookie vouches for, so the table holds at most one row per start made in that time.
 */
export async function spendSsoState({ ctx, stateHash }: { ctx: QueryContext; stateHash: string }): Promise<boolean> {
  const now = new Date();
  await ctx.db.delete(ssoSpentStates).where(lt(ssoSpentStates.expiresAt, now));
  const spent = await ctx.db
    .insert(ssoSpentStates)
    .values({ stateHash, expiresAt: new Date(now.getTime() + SSO_ATTEMPT_TTL_SECONDS * 1000) })
    .onConflictDoNothing()
    .returning({ stateHash: ssoSpentStates.stateHash });
  return spent.length === 1;
}
