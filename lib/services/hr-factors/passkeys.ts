import { and, eq, gt, isNull, lt } from "drizzle-orm";

import { adminPasskeys, adminUsers, webauthnChallenges } from "@/db/schema";
import {
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  verifyPasskeyAuthentication,
  verifyPasskeyRegistration,
  type PasskeyPurpose,
  type PasskeyTransport,
} from "@/lib/auth/webauthn";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";

import { recordAudit } from "../audit/record-audit";
import type { QueryContext } from "../context";
import { hasAnyFactor, hrRelyingParty } from "./factor-store";
import { requireStepUp } from "./step-up";
import { CHALLENGE_TTL_MS, type FactorContext, notifySelf, selfOf } from "./own-account";
import { issueRecoveryCodesFor } from "./recovery-codes";

/** Options to register a passkey for the signed-in person; the challenge is kept five minutes, single-use. */
export async function passkeyRegistrationStart({ ctx }: { ctx: FactorContext }) {
  const { adminId } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  const [person] = await ctx.db
    .select({ email: adminUsers.email, name: adminUsers.name })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  const existing = await ctx.db.select().from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId));
  const { options, challenge } = await passkeyRegistrationOptions({
    rp: hrRelyingParty(),
    user: { id: adminId, email: person?.email ?? adminId, displayName: person?.name },
    existing: existing.map((passkey) => ({
      credentialId: passkey.credentialId,
      transports: passkey.transports as PasskeyTransport[],
    })),
  });
  await storeChallenge(ctx, challenge, "register", adminId);
  return options;
}

/** Registers the passkey the browser made; the person's first factor also brings recovery codes. */
export async function registerPasskey({
  ctx,
  response,
  name,
}: {
  ctx: FactorContext;
  response: unknown;
  name: string;
}): Promise<{ passkey: typeof adminPasskeys.$inferSelect; recoveryCodes: string[] }> {
  const { adminId } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  const expectedChallenge = await takeChallenge(ctx, response, "register", adminId);
  const refusedPasskey = () =>
    new AppError("validation_failed", "The passkey could not be added. Try again.", {
      errors: [{ path: "/response", code: "passkey_refused", message: "The passkey could not be verified." }],
    });
  if (!expectedChallenge) throw refusedPasskey();
  const result = await verifyPasskeyRegistration({ rp: hrRelyingParty(), response, expectedChallenge });
  if (!result.ok) throw refusedPasskey();
  const hadFactor = await hasAnyFactor({ ctx, adminId });
  const [passkey] = await ctx.db
    .insert(adminPasskeys)
    .values({
      id: createId("pkey"),
      adminId,
      credentialId: result.credentialId,
      publicKey: result.publicKey,
      counter: result.counter,
      transports: [...result.transports],
      name,
      backedUp: result.backedUp,
    })
    .onConflictDoNothing()
    .returning();
  if (!passkey) throw refusedPasskey();
  await recordAudit({
    ctx,
    entry: {
      action: "hr.factor_added",
      target: { type: "admin", id: adminId },
      details: { factor: "passkey", passkeyId: passkey.id },
    },
  });
  const recoveryCodes = hadFactor ? [] : await issueRecoveryCodesFor({ ctx, adminId });
  await notifySelf({ ctx, change: { kind: "passkey_added", name: passkey.name } });
  return { passkey, recoveryCodes };
}

export async function removePasskey({ ctx, passkeyId }: { ctx: FactorContext; passkeyId: string }): Promise<void> {
  const { adminId } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  const removed = await ctx.db
    .delete(adminPasskeys)
    .where(and(eq(adminPasskeys.id, passkeyId), eq(adminPasskeys.adminId, adminId)))
    .returning();
  if (removed.length === 0) throw new AppError("not_found", "No passkey with this id.");
  await recordAudit({
    ctx,
    entry: {
      action: "hr.factor_removed",
      target: { type: "admin", id: adminId },
      details: { factor: "passkey", passkeyId },
    },
  });
  await notifySelf({ ctx, change: { kind: "passkey_removed" } });
}

/**
 * Options to use a passkey as the person's own second factor (the sign-in's second step, a
 * step-up): the challenge is kept five minutes, single-use, for that person — a signed-in session
 * or one that gave the right password, so the rows are bounded by sign-ins, not by callers.
 */
export async function passkeyAuthenticationStart({ ctx }: { ctx: QueryContext }) {
  const { adminId } = selfOf(ctx.actor);
  const allow = (await ctx.db.select().from(adminPasskeys).where(eq(adminPasskeys.adminId, adminId))).map(
    (passkey) => ({ credentialId: passkey.credentialId, transports: passkey.transports as PasskeyTransport[] }),
  );
  const { options, challenge } = await passkeyAuthenticationOptions({
    rp: hrRelyingParty(),
    allow,
    purpose: "second_factor",
  });
  await storeChallenge(ctx, challenge, "second_factor", adminId);
  return options;
}

/**
 * Options for a sign-in with a passkey alone (no e-mail, anyone may ask): nothing is stored. The
 * caller keeps the challenge in a sealed cookie of the browser that asked
 * (app/api/admin/sign-in/passkey), and `verifyPasskey` spends it when a passkey's answer to it
 * verifies — so a flood of requests for options writes nothing.
 */
export async function passkeySignInOptions() {
  return passkeyAuthenticationOptions({ rp: hrRelyingParty(), allow: [], purpose: "sign_in" });
}

/**
 * Verifies a passkey's answer against a challenge this service gave, once, and the passkey's owner
 * (the person expected, or anyone for a sign-in without an e-mail). A second factor's challenge is
 * the one stored for the person (taken as it is read); a sign-in's comes from its cookie
 * (`expectedChallenge`) and is spent once the answer verifies — a row written only for a real
 * passkey's signature, kept until the challenge would have expired, so a replayed answer is
 * refused. Returns the owner's id, or undefined; the counter moves on.
 */
export async function verifyPasskey({
  ctx,
  adminId,
  response,
  purpose,
  expectedChallenge: fromCookie,
}: {
  ctx: QueryContext;
  adminId: string | null;
  response: unknown;
  purpose: PasskeyPurpose;
  /** A sign-in's challenge, as its cookie held it. */
  expectedChallenge?: string;
}): Promise<string | undefined> {
  const expectedChallenge = purpose === "sign_in" ? fromCookie : await takeChallenge(ctx, response, purpose, adminId);
  if (!expectedChallenge) return undefined;
  const credentialId = credentialIdOf(response);
  if (!credentialId) return undefined;
  const [passkey] = await ctx.db.select().from(adminPasskeys).where(eq(adminPasskeys.credentialId, credentialId));
  if (!passkey || (adminId !== null && passkey.adminId !== adminId)) return undefined;
  const result = await verifyPasskeyAuthentication({
    rp: hrRelyingParty(),
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
  if (purpose === "sign_in" && !(await spendChallenge(ctx, expectedChallenge, passkey.adminId))) return undefined;
  await ctx.db
    .update(adminPasskeys)
    .set({ counter: result.newCounter, lastUsedAt: new Date() })
    .where(eq(adminPasskeys.id, passkey.id));
  return passkey.adminId;
}

function credentialIdOf(response: unknown): string | undefined {
  const id = (response as { id?: unknown } | null)?.id;
  return typeof id === "string" && id.length > 0 && id.length <= 1024 ? id : undefined;
}

/** The challenge a browser's answer carries (in clientDataJSON), only to find the one we stored. */
function challengeOf(response: unknown): string | undefined {
  try {
    const data = (response as { response?: { clientDataJSON?: unknown } } | null)?.response?.clientDataJSON;
    if (typeof data !== "string" || data.length > 4096) return undefined;
    const parsed = JSON.parse(Buffer.from(data, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof parsed.challenge === "string" && parsed.challenge.length <= 512 ? parsed.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Marks a sign-in's challenge spent: true the first time, false for a replay. Only called once a
 * passkey's signature over it has verified, so the rows are bounded by real sign-ins; each goes
 * once its challenge would have expired anyway.
 */
async function spendChallenge(ctx: QueryContext, challenge: string, adminId: string): Promise<boolean> {
  await ctx.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  const spent = await ctx.db
    .insert(webauthnChallenges)
    .values({ challenge, purpose: "sign_in_spent", adminId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) })
    .onConflictDoNothing()
    .returning({ challenge: webauthnChallenges.challenge });
  return spent.length === 1;
}

async function storeChallenge(ctx: QueryContext, challenge: string, purpose: string, adminId: string | null) {
  await ctx.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  await ctx.db
    .insert(webauthnChallenges)
    .values({ challenge, purpose, adminId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
}

/** Spends the stored challenge the answer names, if it is ours, unexpired, for this purpose and person. */
async function takeChallenge(
  ctx: QueryContext,
  response: unknown,
  purpose: string,
  adminId: string | null,
): Promise<string | undefined> {
  const challenge = challengeOf(response);
  if (!challenge) return undefined;
  const [taken] = await ctx.db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        adminId === null ? isNull(webauthnChallenges.adminId) : eq(webauthnChallenges.adminId, adminId),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  return taken?.challenge;
}
