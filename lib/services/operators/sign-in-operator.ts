import { verifySignInPassword } from "../accounts/verify-sign-in-password";
import type { ServiceContext } from "../context";

import { operatorEmail, selectOperators, type OperatorPerson } from "./operator-people";

// An operator's password, as either door checks it (lib/services/accounts): what is the console's
// own is the person loaded with their role, in the operators' realm; each refusal in the
// platform's trail. A passkey alone: sign-in-operator-with-passkey.ts.

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
