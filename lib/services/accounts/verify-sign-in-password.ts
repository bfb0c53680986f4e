import { dummyHash, verifyPassword } from "@/lib/auth/password";
import type { Realm } from "@/lib/domain/accounts/realms";
import { AppError } from "@/lib/errors/app-error";

import type { ServiceContext } from "../context";

import { recordSignInFailure } from "./record-sign-in-failure";

/** What a sign-in checks of the person an e-mail or a passkey named, in either realm. */
export type SignInPerson = { id: string; passwordHash: string | null; disabledAt: Date | null; employerId?: string };

/**
 * A sign-in's password, the same at either door: the same answer, after the same work, for an
 * unknown e-mail, a wrong password, a disabled person and one without a password (single sign-on,
 * or an operator who signs in with a passkey). Each refusal is on record with why. Returns the
 * person; what only one door refuses (HR's single sign-on) is the door's to check next.
 */
export async function verifySignInPassword<P extends SignInPerson>({
  ctx,
  realm,
  person,
  password,
}: {
  ctx: ServiceContext;
  realm: Realm;
  /** The person of the realm the e-mail names, if any (the door's own lookup). */
  person: P | undefined;
  password: string;
}): Promise<P> {
  const ok = await verifyPassword(password, person?.passwordHash ?? dummyHash());
  if (!person || !ok || !person.passwordHash || person.disabledAt) {
    await recordSignInFailure({
      ctx,
      realm,
      person,
      reason: !person ? "unknown_email" : person.disabledAt ? "disabled" : "wrong_password",
    });
    throw new AppError("unauthorized", "The e-mail or password is not right.");
  }
  return person;
}
