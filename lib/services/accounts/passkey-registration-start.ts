import { eq } from "drizzle-orm";

import { accountPasskeys, accounts } from "@/db/schema";
import { passkeyRegistrationOptions, type PasskeyTransport } from "@/lib/auth/webauthn";

import { relyingPartyFor } from "./factor-store";
import { requireStepUp } from "./step-up";
import { type FactorContext, selfOf } from "./own-account";
import { storeChallenge } from "./passkey-challenges";

/** Options to register a passkey for the signed-in person; the challenge is kept five minutes, single-use. */
export async function passkeyRegistrationStart({ ctx }: { ctx: FactorContext }) {
  const { accountId, realm } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  const [person] = await ctx.db
    .select({ email: accounts.email, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const existing = await ctx.db.select().from(accountPasskeys).where(eq(accountPasskeys.accountId, accountId));
  const { options, challenge } = await passkeyRegistrationOptions({
    rp: relyingPartyFor(realm),
    user: { id: accountId, email: person?.email ?? accountId, displayName: person?.name },
    existing: existing.map((passkey) => ({
      credentialId: passkey.credentialId,
      transports: passkey.transports as PasskeyTransport[],
    })),
  });
  await storeChallenge({ ctx, challenge, purpose: "register", accountId });
  return options;
}
