import { and, eq, gt, isNull, lt } from "drizzle-orm";

import { webauthnChallenges } from "@/db/schema";

import type { QueryContext } from "../context";

import { CHALLENGE_TTL_MS } from "./own-account";

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

/** Keeps a ceremony's challenge for its purpose and person until it is answered or expires (expired ones are cleared). */
export async function storeChallenge({
  ctx,
  challenge,
  purpose,
  accountId,
}: {
  ctx: QueryContext;
  challenge: string;
  purpose: string;
  accountId: string | null;
}) {
  await ctx.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  await ctx.db
    .insert(webauthnChallenges)
    .values({ challenge, purpose, accountId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
}

/** Spends the stored challenge the answer names, if it is ours, unexpired, for this purpose and person. */
export async function takeChallenge({
  ctx,
  response,
  purpose,
  accountId,
}: {
  ctx: QueryContext;
  response: unknown;
  purpose: string;
  accountId: string | null;
}): Promise<string | undefined> {
  const challenge = challengeOf(response);
  if (!challenge) return undefined;
  const [taken] = await ctx.db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        accountId === null ? isNull(webauthnChallenges.accountId) : eq(webauthnChallenges.accountId, accountId),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  return taken?.challenge;
}
