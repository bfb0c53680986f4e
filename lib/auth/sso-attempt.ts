import { createHash, timingSafeEqual } from "node:crypto";

import { sealData } from "iron-session";

import { getEnv } from "@/lib/env";

import { readCookie } from "./session";
import { getSessionSecret, unsealWithSessionSecrets } from "./secrets";

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

const PURPOSE = "sso-attempt";

export type SsoAttempt = {
  employerId: string;
  /** SHA-256 of the state sent to the provider: the callback's state must hash to it. */
  stateHash: string;
  nonce: string;
  codeVerifier: string;
};

type Sealed = SsoAttempt & { purpose: typeof PURPOSE };

const isProduction = () => getEnv().APP_ENV === "production";

export const ssoAttemptCookieName = (production = isProduction()) => (production ? "__Host-bo_sso" : "bo_sso");

export const hashSsoState = (state: string) => createHash("sha256").update(state, "utf8").digest("base64url");

/** Whether the callback's state is this attempt's: its hash, compared in constant time. */
export function stateMatches(attempt: SsoAttempt, state: string): boolean {
  const a = Buffer.from(hashSsoState(state));
  const b = Buffer.from(attempt.stateHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The attempt sealed into a Set-Cookie header value. */
export async function ssoAttemptCookie(attempt: SsoAttempt, production = isProduction()): Promise<string> {
  const sealed: Sealed = { purpose: PURPOSE, ...attempt };
  const value = await sealData(sealed, { password: getSessionSecret(), ttl: SSO_ATTEMPT_TTL_SECONDS });
  return serialize(value, SSO_ATTEMPT_TTL_SECONDS, production);
}

/** The Set-Cookie header value that removes it: every callback answer sends it, used or not. */
export const clearSsoAttemptCookie = (production = isProduction()) => serialize("", 0, production);

function serialize(value: string, maxAge: number, production: boolean): string {
  const secure = production ? "; Secure" : "";
  return `${ssoAttemptCookieName(production)}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** The attempt this browser started; undefined without the cookie, or when it is altered, expired or not one. */
export async function readSsoAttempt(
  cookieHeader: string | null,
  production = isProduction(),
): Promise<SsoAttempt | undefined> {
  const value = readCookie(cookieHeader, ssoAttemptCookieName(production));
  // A seal of this payload is about 500 characters; anything far off is not one of ours.
  if (!value || value.length > 2_000) return undefined;
  try {
    const data = await unsealWithSessionSecrets<Sealed>(value, SSO_ATTEMPT_TTL_SECONDS);
    const { purpose, employerId, stateHash, nonce, codeVerifier } = data;
    if (purpose !== PURPOSE) return undefined;
    if (![employerId, stateHash, nonce, codeVerifier].every((field) => typeof field === "string" && field))
      return undefined;
    return { employerId, stateHash, nonce, codeVerifier } as SsoAttempt;
  } catch {
    return undefined;
  }
}
