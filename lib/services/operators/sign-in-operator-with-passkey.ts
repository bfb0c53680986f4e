import { eq } from "drizzle-orm";

import { operators } from "@/db/schema";

import { verifySignInPasskey } from "../accounts/verify-sign-in-passkey";
import type { ServiceContext } from "../context";

import { selectOperators, type OperatorPerson } from "./operator-people";

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
