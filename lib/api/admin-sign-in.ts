import type { SealedCookie } from "@/lib/auth/sealed-cookie";
import type { AfterFirstCredential } from "@/lib/domain/hr/second-factor";
import type { AdminSignInAnswer } from "@/lib/schemas/responses/admin-session";

/** The passkey sign-in's challenge, held by the browser that asked for it for as long as the options live. */
export const passkeyChallengeCookie: SealedCookie = {
  name: "bo_passkey_challenge",
  purpose: "passkey-sign-in",
  ttlSeconds: 5 * 60,
};

/** The sign-in's answer: signed in, or what is owed first (the cookie is set either way). */
export const signInAnswer = (next: AfterFirstCredential, csrfToken: string): AdminSignInAnswer =>
  next.kind === "signed_in"
    ? { signedIn: true }
    : next.kind === "second_factor"
      ? { signedIn: false, next: "second_factor", methods: next.methods, csrfToken }
      : { signedIn: false, next: "enrol", csrfToken };
