import type { AccountSession } from "@/lib/auth/session";

import type { ServiceContext } from "../context";

import { sessionOf, signInWithFactor } from "./prove-identity";

/**
 * Enrolment done: a session that had to add a factor before anything else (the employer requires
 * MFA) is signed in once it has one, fresh for step-up — under a new id (`next`), as after a
 * second factor.
 */
export async function finishEnrolment({ ctx, next }: { ctx: ServiceContext; next: AccountSession }) {
  const { accountId, realm, sessionId } = sessionOf(ctx.actor);
  await signInWithFactor({ ctx, accountId, realm, sessionId, next, details: { enrolled: true } });
}
