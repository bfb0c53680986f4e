import { eq } from "drizzle-orm";

import { accounts } from "@/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import type { AccountSession } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";
import type { Realm } from "@/lib/domain/accounts/realms";
import { ACCOUNT_ACTIONS, accountTarget } from "@/lib/domain/security/audit";

import { recordAudit } from "../audit/record-audit";
import { type AccountHolder, authorizeOwnAccount } from "../authorize";
import type { Actor, ServiceContext } from "../context";
import { recordSessionFactor, replaceAccountSession } from "../sessions/admin-sessions";

import { hasAnyFactor } from "./factor-store";
import { verifyFactor, type FactorProof } from "./verify-factor";

/** What a person gives to prove who they are again: a factor, or — only without one — the password. */
export type IdentityProof = FactorProof | { method: "password"; password: string };

/** One answer for any refusal: it never says which factor failed, or whether the person has it. */
export const notRight = () => new AppError("unauthorized", "That did not work. Check it and try again.");

export function sessionOf(actor: Actor): AccountHolder & { sessionId: string } {
  const { session, ...holder } = authorizeOwnAccount(actor, { session: true });
  return { ...holder, sessionId: session.id };
}

/**
 * Step-up: proving who you are again within the session, before what needs it (requireStepUp). A
 * person with a factor gives a factor (a password alone no longer counts for them); a person
 * without one gives their password.
 */
export async function stepUp({ ctx, proof }: { ctx: ServiceContext; proof: IdentityProof }) {
  const { accountId, realm, sessionId } = sessionOf(ctx.actor);
  const hasFactor = await hasAnyFactor({ ctx, accountId });
  let ok: boolean;
  if (proof.method === "password") {
    const [person] = await ctx.db
      .select({ passwordHash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    ok = !hasFactor && person?.passwordHash != null && (await verifyPassword(proof.password, person.passwordHash));
  } else ok = hasFactor && (await verifyFactor({ ctx, accountId, proof }));
  if (!ok) {
    await recordAudit({
      ctx,
      entry: {
        action: ACCOUNT_ACTIONS[realm].factor_failed,
        target: accountTarget(realm, accountId),
        details: { during: "step_up" },
      },
    });
    throw notRight();
  }
  await recordSessionFactor({ ctx, id: sessionId, stage: "active" });
  await recordAudit({
    ctx,
    entry: {
      action: ACCOUNT_ACTIONS[realm].step_up,
      target: accountTarget(realm, accountId),
      details: { with: proof.method },
    },
  });
}

/** A password and a factor done: the sign-in goes on under the new session `next`, on record with how the factor came. */
export async function signInWithFactor({
  ctx,
  accountId,
  realm,
  sessionId,
  next,
  details,
}: {
  ctx: ServiceContext;
  accountId: string;
  realm: Realm;
  sessionId: string;
  next: AccountSession;
  details: { with: FactorProof["method"] } | { enrolled: true };
}): Promise<void> {
  await replaceAccountSession({ ctx, oldId: sessionId, next });
  await recordAudit({
    ctx,
    entry: {
      action: ACCOUNT_ACTIONS[realm].signed_in,
      target: accountTarget(realm, accountId),
      details: { method: "password", factor: true, ...details },
    },
  });
}
