import { createHash, timingSafeEqual } from "node:crypto";

import {
  clearSealedCookie,
  readSealedCookie,
  sealedCookieName,
  setSealedCookie,
  type SealedCookie,
} from "./sealed-cookie";

/**
 * A single sign-on attempt, kept by the browser that started it between our redirect to the
 * provider and the provider's answer (RFC 9700 §4.7.1: the state is a one-time value bound to the
 * user agent). The cookie holds the employer, the state's hash, the nonce and the PKCE verifier,
 * sealed with iron-session under the session secret (encrypted and signed), so the start writes
 * nothing on the server and a callback URL alone, opened in another browser, has nothing to match.
 * HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET, which Lax lets through),
 * ten minutes; `__Host-` and Secure in production, so no subdomain or plain-HTTP page can set it.
 */
export const SSO_ATTEMPT_TTL_SECONDS = 10 * 60;

const COOKIE: SealedCookie = {
  name: "bo_sso",
  purpose: "sso-attempt",
  ttlSeconds: SSO_ATTEMPT_TTL_SECONDS,
  sameSite: "Lax",
};

export type SsoAttempt = {
  employerId: string;
  /** SHA-256 of the state sent to the provider: the callback's state must hash to it. */
  stateHash: string;
  nonce: string;
  codeVerifier: string;
};

export const ssoAttemptCookieName = (production?: boolean) => sealedCookieName(COOKIE, production);

export const hashSsoState = (state: string) => createHash("sha256").update(state, "utf8").digest("base64url");

/** Whether the callback's state is this attempt's: its hash, compared in constant time. */
export function stateMatches(attempt: SsoAttempt, state: string): boolean {
  const a = Buffer.from(hashSsoState(state));
  const b = Buffer.from(attempt.stateHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The attempt sealed into a Set-Cookie header value. */
export const ssoAttemptCookie = (attempt: SsoAttempt, production?: boolean): Promise<string> =>
  setSealedCookie(COOKIE, attempt, production);

/** The Set-Cookie header value that removes it: every callback answer sends it, used or not. */
export const clearSsoAttemptCookie = (production?: boolean) => clearSealedCookie(COOKIE, production);

/** The attempt this browser started; undefined without the cookie, or when it is altered, expired or not one. */
export async function readSsoAttempt(
  cookieHeader: string | null,
  production?: boolean,
): Promise<SsoAttempt | undefined> {
  const data = await readSealedCookie<SsoAttempt>(cookieHeader, COOKIE, production);
  if (!data) return undefined;
  const { employerId, stateHash, nonce, codeVerifier } = data;
  if (![employerId, stateHash, nonce, codeVerifier].every((field) => typeof field === "string" && field))
    return undefined;
  return { employerId, stateHash, nonce, codeVerifier } as SsoAttempt;
}
