import { eq } from "drizzle-orm";

import { accountPasskeys, accounts, adminUsers } from "@/db/schema";
import { passkeyRegistrationOptions, type PasskeyTransport } from "@/lib/auth/webauthn";

import { hrRelyingParty } from "./factor-store";
import { requireStepUp } from "./step-up";
import { type FactorContext, selfOf } from "./own-account";
import { storeChallenge } from "./passkey-challenges";

/** Options to register a passkey for the signed-in person; the challenge is kept five minutes, single-use. */
export async function passkeyRegistrationStart({ ctx }: { ctx: FactorContext }) {
  const { adminId } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  const [person] = await ctx.db
    .select({ email: accounts.email, name: accounts.name })
    .from(adminUsers)
    .innerJoin(accounts, eq(accounts.id, adminUsers.id))
    .where(eq(adminUsers.id, adminId));
  const existing = await ctx.db.select().from(accountPasskeys).where(eq(accountPasskeys.accountId, adminId));
  const { options, challenge } = await passkeyRegistrationOptions({
    rp: hrRelyingParty(),
    user: { id: adminId, email: person?.email ?? adminId, displayName: person?.name },
    existing: existing.map((passkey) => ({
      credentialId: passkey.credentialId,
      transports: passkey.transports as PasskeyTransport[],
    })),
  });
  await storeChallenge({ ctx, challenge, purpose: "register", adminId });
  return options;
}
