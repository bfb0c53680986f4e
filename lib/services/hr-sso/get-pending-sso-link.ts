import { and, eq, isNotNull } from "drizzle-orm";

import { accounts, accountSessions, adminUsers } from "@/db/schema";
import type { SecondFactorMethod } from "@/lib/domain/hr/second-factor";
import { ssoLinkProof } from "@/lib/domain/hr/sso-policy";

import type { QueryContext } from "../context";
import { enrolledFactorsOf } from "../accounts/factor-store";

/** What the sign-in page asks of a session whose single sign-on waits to be linked. */
export type PendingSsoLink = { kind: "factor"; methods: SecondFactorMethod[] } | { kind: "password" };

/**
 * The confirm step of a first single sign-on to an existing account: the person's factor (by the
 * methods they have) or, without one, their password. Undefined for a session with nothing pending.
 */
export async function getPendingSsoLink({
  ctx,
  sessionId,
}: {
  ctx: QueryContext;
  sessionId: string;
}): Promise<PendingSsoLink | undefined> {
  const [pending] = await ctx.db
    .select({ adminId: adminUsers.id, passwordHash: accounts.passwordHash })
    .from(accountSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, accountSessions.accountId))
    .innerJoin(accounts, eq(accounts.id, adminUsers.id))
    .where(and(eq(accountSessions.id, sessionId), isNotNull(accountSessions.pendingSsoSubject)));
  if (!pending) return undefined;
  const proof = ssoLinkProof({
    factors: await enrolledFactorsOf({ ctx, accountId: pending.adminId }),
    hasPassword: pending.passwordHash !== null,
    approvedAt: null,
    now: new Date(),
  });
  return proof.kind === "factor" || proof.kind === "password" ? proof : undefined;
}
