import { eq } from "drizzle-orm";

import { operators } from "@/db/schema";
import { dummyHash, verifyPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors/app-error";

import { verifyPasskey } from "../accounts/verify-passkey";
import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";

import { operatorEmail, selectOperators, type OperatorPerson } from "./operator-people";

type SignInRefusal = "unknown_email" | "wrong_password" | "disabled" | "locked" | "passkey";

/** A refused operator sign-in, in the platform's trail (also the throttle's refusals: reason locked). */
export async function recordOperatorSignInFailure({
  ctx,
  operatorId,
  reason,
}: {
  ctx: ServiceContext;
  operatorId: string | undefined;
  reason: SignInRefusal;
}): Promise<void> {
  await recordAudit({
    ctx,
    entry: {
      action: "operator.sign_in_failed",
      employerId: null,
      ...(operatorId ? { target: { type: "operator", id: operatorId } } : {}),
      details: { reason },
    },
  });
}

/** The operator an e-mail names, if any: for recording a refusal that came before the password was read. */
export async function findOperatorByEmail({ ctx, email }: { ctx: ServiceContext; email: string }) {
  const [operator] = await selectOperators({ ctx }).where(operatorEmail(email));
  return operator;
}

/**
 * An operator's password: the same answer, after the same work, for an unknown e-mail, a wrong
 * password, a disabled operator and one who has no password (they sign in with a passkey). Each
 * failure is in the platform's trail, never with the e-mail or password typed.
 */
export async function signInOperator({
  ctx,
  email,
  password,
}: {
  ctx: ServiceContext;
  email: string;
  password: string;
}): Promise<OperatorPerson> {
  const operator = await findOperatorByEmail({ ctx, email });
  const ok = await verifyPassword(password, operator?.passwordHash ?? dummyHash());
  if (!operator || !ok || !operator.passwordHash || operator.disabledAt) {
    await recordOperatorSignInFailure({
      ctx,
      operatorId: operator?.id,
      reason: !operator ? "unknown_email" : operator.disabledAt ? "disabled" : "wrong_password",
    });
    throw new AppError("unauthorized", "The e-mail or password is not right.");
  }
  return operator;
}

/** A passkey alone signs an operator in: only an operator's passkey, to the challenge this browser was given. */
export async function signInOperatorWithPasskey({
  ctx,
  response,
  expectedChallenge,
}: {
  ctx: ServiceContext;
  response: unknown;
  /** The challenge the browser's sealed cookie holds (undefined: none, or expired). */
  expectedChallenge: string | undefined;
}): Promise<OperatorPerson> {
  const operatorId = await verifyPasskey({
    ctx,
    owner: { realm: "operator" },
    response,
    purpose: "sign_in",
    expectedChallenge,
  });
  const [operator] = operatorId ? await selectOperators({ ctx }).where(eq(operators.id, operatorId)) : [];
  if (!operator || operator.disabledAt) {
    await recordOperatorSignInFailure({ ctx, operatorId: operator?.id, reason: "passkey" });
    throw new AppError("unauthorized", "That passkey did not sign you in. Try again.");
  }
  return operator;
}
