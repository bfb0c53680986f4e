import type { Realm } from "@/lib/domain/accounts/realms";
import { AppError } from "@/lib/errors/app-error";

import type { ServiceContext } from "../context";

import { recordSignInFailure } from "./record-sign-in-failure";
import type { SignInPerson } from "./verify-sign-in-password";
import { verifyPasskey } from "./verify-passkey";

const REFUSED: Readonly<Record<Realm, string>> = {
  hr: "That passkey did not sign you in. Try again, or use your e-mail and password.",
  operator: "That passkey did not sign you in. Try again.",
};

/**
 * A sign-in with a passkey alone (no e-mail typed), the same at either door: the browser's answer
 * to the challenge its cookie holds names a passkey of the realm — a passkey with user
 * verification is two factors — whose owner, loaded by the door, is signed in. An answer that does
 * not verify, another realm's passkey and a disabled person get the same refusal, on record.
 */
export async function verifySignInPasskey<P extends SignInPerson>({
  ctx,
  realm,
  response,
  expectedChallenge,
  load,
}: {
  ctx: ServiceContext;
  realm: Realm;
  response: unknown;
  /** The challenge the browser's sealed cookie holds (undefined: none, or expired). */
  expectedChallenge: string | undefined;
  /** The door's person with this account id (HR: with their membership; an operator: with their role). */
  load: (accountId: string) => Promise<P | undefined>;
}): Promise<P> {
  const accountId = await verifyPasskey({ ctx, owner: { realm }, response, purpose: "sign_in", expectedChallenge });
  const person = accountId ? await load(accountId) : undefined;
  if (!person || person.disabledAt) {
    await recordSignInFailure({ ctx, realm, person, reason: "passkey" });
    throw new AppError("unauthorized", REFUSED[realm]);
  }
  return person;
}
