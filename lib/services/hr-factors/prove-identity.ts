import { eq } from "drizzle-orm";

import { adminUsers } from "@/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import type { AdminSession } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";

import { recordAudit } from "../audit/record-audit";
import { authorizeOwnAccount } from "../authorize";
import type { Actor, ServiceContext } from "../context";
import { recordSessionFactor, replaceAdminSession } from "../sessions/admin-sessions";
import { applyPendingSsoLink } from "../sso-links/link-sso-identity";

import { hasAnyFactor } from "./factor-store";
import { verifyFactor, type FactorProof } from "./verify-factor";

/** What a person gives to prove who they are again: a factor, or — only without one — the password. */
export type IdentityProof = FactorProof | { method: "password"; password: string };

/** One answer for any refusal: it never says which factor failed, or whether the person has it. */
const notRight = () => new AppError("unauthorized", "That did not work. Check it and try again.");

function sessionOf(actor: Actor): { adminId: string; employerId: string; sessionId: string } {
  const { adminId, employerId, session } = authorizeOwnAccount(actor, { session: true });
  return { adminId, employerId, sessionId: session.id };
}

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
  next: AdminSession;
}) {
  const { adminId, sessionId } = sessionOf(ctx.actor);
  if (!(await verifyFactor({ ctx, adminId, proof }))) {
    await recordAudit({
      ctx,
      entry: { action: "hr.factor_failed", target: { type: "admin", id: adminId }, details: { during: "sign_in" } },
    });
    throw notRight();
  }
  // A single sign-on waiting for this proof links now, then the sign-in goes on under a new session.
  await applyPendingSsoLink({ ctx, sessionId, proven: proof.method });
  await signInWithFactor({ ctx, adminId, sessionId, next, details: { with: proof.method } });
}

/**
 * Step-up: proving who you are again within the session, before what needs it (requireStepUp). A
 * person with a factor gives a factor (a password alone no longer counts for them); a person
 * without one gives their password.
 */
export async function stepUp({ ctx, proof }: { ctx: ServiceContext; proof: IdentityProof }) {
  const { adminId, sessionId } = sessionOf(ctx.actor);
  const hasFactor = await hasAnyFactor({ ctx, adminId });
  let ok: boolean;
  if (proof.method === "password") {
    const [person] = await ctx.db
      .select({ passwordHash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.id, adminId));
    ok = !hasFactor && person?.passwordHash != null && (await verifyPassword(proof.password, person.passwordHash));
  } else ok = hasFactor && (await verifyFactor({ ctx, adminId, proof }));
  if (!ok) {
    await recordAudit({
      ctx,
      entry: { action: "hr.factor_failed", target: { type: "admin", id: adminId }, details: { during: "step_up" } },
    });
    throw notRight();
  }
  await recordSessionFactor({ ctx, id: sessionId, stage: "active" });
  await recordAudit({
    ctx,
    entry: { action: "hr.step_up", target: { type: "admin", id: adminId }, details: { with: proof.method } },
  });
}

/**
 * Enrolment done: a session that had to add a factor before anything else (the employer requires
 * MFA) is signed in once it has one, fresh for step-up — under a new id (`next`), as after a
 * second factor.
 */
export async function finishEnrolment({ ctx, next }: { ctx: ServiceContext; next: AdminSession }) {
  const { adminId, sessionId } = sessionOf(ctx.actor);
  await signInWithFactor({ ctx, adminId, sessionId, next, details: { enrolled: true } });
}

/** A password and a factor done: the sign-in goes on under the new session `next`, on record with how the factor came. */
async function signInWithFactor({
  ctx,
  adminId,
  sessionId,
  next,
  details,
}: {
  ctx: ServiceContext;
  adminId: string;
  sessionId: string;
  next: AdminSession;
  details: { with: FactorProof["method"] } | { enrolled: true };
}): Promise<void> {
  await replaceAdminSession({ ctx, oldId: sessionId, next });
  await recordAudit({
    ctx,
    entry: {
      action: "hr.signed_in",
      target: { type: "admin", id: adminId },
      details: { method: "password", factor: true, ...details },
    },
  });
}
