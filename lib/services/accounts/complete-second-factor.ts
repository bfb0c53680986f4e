import type { AccountSession } from "@/lib/auth/session";
import { ACCOUNT_ACTIONS, accountTarget } from "@/lib/domain/security/audit";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";
import { applyPendingSsoLink } from "../sso-links/link-sso-identity";

import { verifyFactor, type FactorProof } from "./verify-factor";
import { sessionOf, notRight, signInWithFactor } from "./prove-identity";

/**
 * The sign-in's second step: a session that gave the right password and owes a factor gives one.
 * Right, the sign-in goes on as `next` — a new session id, cookie and CSRF token, signed in and
 * fresh for step-up — and the session that owed the factor ends; wrong, the failure is on record
 * and the answer is the same whatever was wrong (the route counts it against the factor's lockout).
 */
export async function completeSecondFactor({
  ctx,
  proof,
  next,
}: {
  ctx: ServiceContext;
  proof: FactorProof;
  next: AccountSession;
}) {
  const { accountId, realm, sessionId } = sessionOf(ctx.actor);
  if (!(await verifyFactor({ ctx, accountId, proof }))) {
    await recordAudit({
      ctx,
      entry: {
        action: ACCOUNT_ACTIONS[realm].factor_failed,
        target: accountTarget(realm, accountId),
        details: { during: "sign_in" },
      },
    });
    throw notRight();
  }
  // A single sign-on waiting for this proof links now, then the sign-in goes on under a new session.
  await applyPendingSsoLink({ ctx, sessionId, proven: proof.method });
  await signInWithFactor({ ctx, accountId, realm, sessionId, next, details: { with: proof.method } });
}
