import { eq } from "drizzle-orm";

import { operators } from "@/db/schema";

import { verifySignInPasskey } from "../accounts/verify-sign-in-passkey";
import { verifySignInPassword } from "../accounts/verify-sign-in-password";
import type { ServiceContext } from "../context";

import { operatorEmail, selectOperators, type OperatorPerson } from "./operator-people";

// An operator's first credential, as either door checks it (lib/services/accounts): what is the
// console's own is the person loaded with their role, in the operators' realm; each refusal in the
// platform's trail.

/** An operator's e-mail and password (an operator who joined without one signs in with a passkey only). */
export async function signInOperator({
  ctx,
  email,
  password,
}: {
  ctx: ServiceContext;
  email: string;
  password: string;
}): Promise<OperatorPerson> {
  const [operator] = await selectOperators({ ctx }).where(operatorEmail(email));
  return verifySignInPassword({ ctx, realm: "operator", person: operator, password });
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
  return verifySignInPasskey({
    ctx,
    realm: "operator",
    response,
    expectedChallenge,
    load: async (id) => (await selectOperators({ ctx }).where(eq(operators.id, id)))[0],
  });
}
