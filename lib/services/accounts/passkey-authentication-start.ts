import { eq } from "drizzle-orm";

import { accountPasskeys } from "@/db/schema";
import { passkeyAuthenticationOptions, type PasskeyTransport } from "@/lib/auth/webauthn";

import type { QueryContext } from "../context";

import { relyingPartyFor } from "./factor-store";
import { selfOf } from "./own-account";
import { storeChallenge } from "./passkey-challenges";

/**
 * Options to use a passkey as the person's own second factor (the sign-in's second step, a
 * step-up): the challenge is kept five minutes, single-use, for that person — a signed-in session
 * or one that gave the right password, so the rows are bounded by sign-ins, not by callers.
 */
export async function passkeyAuthenticationStart({ ctx }: { ctx: QueryContext }) {
  const { accountId, realm } = selfOf(ctx.actor);
  const allow = (await ctx.db.select().from(accountPasskeys).where(eq(accountPasskeys.accountId, accountId))).map(
    (passkey) => ({ credentialId: passkey.credentialId, transports: passkey.transports as PasskeyTransport[] }),
  );
  const { options, challenge } = await passkeyAuthenticationOptions({
    rp: relyingPartyFor(realm),
    allow,
    purpose: "second_factor",
  });
  await storeChallenge({ ctx, challenge, purpose: "second_factor", accountId });
  return options;
}
