import { eq, lt } from "drizzle-orm";

import { accountPasskeys, accounts, webauthnChallenges } from "@/db/schema";
import type { Realm } from "@/lib/domain/accounts/realms";
import { verifyPasskeyAuthentication, type PasskeyPurpose, type PasskeyTransport } from "@/lib/auth/webauthn";

import type { QueryContext } from "../context";

import { relyingPartyFor } from "./factor-store";
import { CHALLENGE_TTL_MS } from "./own-account";
import { takeChallenge } from "./passkey-challenges";

/**
 * Verifies a passkey's answer against a challenge this service gave, once, and the passkey's owner
 * (the account expected, or anyone of the realm for a sign-in without an e-mail: another realm's
 * passkey signs nobody in here). A second factor's challenge is
 * the one stored for the person (taken as it is read); a sign-in's comes from its cookie
 * (`expectedChallenge`) and is spent once the answer verifies — a row written only for a real
 * passkey's signature, kept until the challenge would have expired, so a replayed answer is
 * refused. Returns the owner's id, or undefined; the counter moves on.
 */
export async function verifyPasskey({
  ctx,
  owner,
  response,
  purpose,
  expectedChallenge: fromCookie,
}: {
  ctx: QueryContext;
  /** The account whose factor this is; or, for a sign-in, the realm whose door it is. */
  owner: { accountId: string } | { realm: Realm };
  response: unknown;
  purpose: PasskeyPurpose;
  /** A sign-in's challenge, as its cookie held it. */
  expectedChallenge?: string;
}): Promise<string | undefined> {
  const expectedChallenge =
    "accountId" in owner ? await takeChallenge({ ctx, response, purpose, accountId: owner.accountId }) : fromCookie;
  if (!expectedChallenge) return undefined;
  const credentialId = credentialIdOf(response);
  if (!credentialId) return undefined;
  const [found] = await ctx.db
    .select({ passkey: accountPasskeys, realm: accounts.realm })
    .from(accountPasskeys)
    .innerJoin(accounts, eq(accounts.id, accountPasskeys.accountId))
    .where(eq(accountPasskeys.credentialId, credentialId));
  if (!found) return undefined;
  const { passkey, realm } = found;
  if ("accountId" in owner ? passkey.accountId !== owner.accountId : realm !== owner.realm) return undefined;
  const result = await verifyPasskeyAuthentication({
    rp: relyingPartyFor(realm),
    response,
    expectedChallenge,
    passkey: {
      credentialId: passkey.credentialId,
      publicKey: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports as PasskeyTransport[],
    },
    purpose,
  });
  if (!result.ok) return undefined;
  if (purpose === "sign_in" && !(await spendChallenge(ctx, expectedChallenge, passkey.accountId))) return undefined;
  await ctx.db
    .update(accountPasskeys)
    .set({ counter: result.newCounter, lastUsedAt: new Date() })
    .where(eq(accountPasskeys.id, passkey.id));
  return passkey.accountId;
}

function credentialIdOf(response: unknown): string | undefined {
  const id = (response as { id?: unknown } | null)?.id;
  return typeof id === "string" && id.length > 0 && id.length <= 1024 ? id : undefined;
}

/**
 * Marks a sign-in's challenge spent: true the first time, false for a replay. Only called once a
 * passkey's signature over it has verified, so the rows are bounded by real sign-ins; each goes
 * once its challenge would have expired anyway.
 */
async function spendChallenge(ctx: QueryContext, challenge: string, accountId: string): Promise<boolean> {
  await ctx.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  const spent = await ctx.db
    .insert(webauthnChallenges)
    .values({
      challenge,
      purpose: "sign_in_spent",
      accountId,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ challenge: webauthnChallenges.challenge });
  return spent.length === 1;
}
