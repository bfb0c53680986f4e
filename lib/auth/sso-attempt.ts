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

/** A sealed attempt cookie and its three operations, for one door's single sign-on. */
function attemptCookie<Attempt extends Record<string, string>>(
  cookie: SealedCookie,
  fields: readonly (keyof Attempt & string)[],
) {
  return {
    name: (production?: boolean) => sealedCookieName(cookie, production),
    /** The attempt sealed into a Set-Cookie header value. */
    set: (attempt: Attempt, production?: boolean): Promise<string> => setSealedCookie(cookie, attempt, production),
    /** The Set-Cookie header value that removes it: every callback answer sends it, used or not. */
    clear: (production?: boolean) => clearSealedCookie(cookie, production),
    /** The attempt this browser started; undefined without the cookie, or when it is altered, expired or not one. */
    read: async (cookieHeader: string | null, production?: boolean): Promise<Attempt | undefined> => {
      const data = await readSealedCookie<Attempt>(cookieHeader, cookie, production);
      if (!data || !fields.every((field) => typeof data[field] === "string" && data[field])) return undefined;
      // Only the attempt's own fields, each a non-empty string (checked above), whatever else was sealed.
      const attempt: Record<string, string> = {};
      for (const field of fields) attempt[field] = data[field] as string;
      return attempt as Attempt;
    },
  };
}

export type SsoAttempt = {
  employerId: string;
  /** SHA-256 of the state sent to the provider: the callback's state must hash to it. */
  stateHash: string;
  nonce: string;
  codeVerifier: string;
};

/** An operator's attempt with the program's own provider (docs/operator.md#single-sign-on): no employer. */
export type OperatorSsoAttempt = Omit<SsoAttempt, "employerId">;

const hrAttempt = attemptCookie<SsoAttempt>(
  { name: "bo_sso", purpose: "sso-attempt", ttlSeconds: SSO_ATTEMPT_TTL_SECONDS, sameSite: "Lax" },
  ["employerId", "stateHash", "nonce", "codeVerifier"],
);

// A cookie of its own, so that neither door's callback ever reads the other's attempt.
const operatorAttempt = attemptCookie<OperatorSsoAttempt>(
  { name: "bo_opsso", purpose: "operator-sso-attempt", ttlSeconds: SSO_ATTEMPT_TTL_SECONDS, sameSite: "Lax" },
  ["stateHash", "nonce", "codeVerifier"],
);

export const ssoAttemptCookieName = hrAttempt.name;
export const ssoAttemptCookie = hrAttempt.set;
export const clearSsoAttemptCookie = hrAttempt.clear;
export const readSsoAttempt = hrAttempt.read;

export const operatorSsoAttemptCookieName = operatorAttempt.name;
export const operatorSsoAttemptCookie = operatorAttempt.set;
export const clearOperatorSsoAttemptCookie = operatorAttempt.clear;
export const readOperatorSsoAttempt = operatorAttempt.read;

export const hashSsoState = (state: string) => createHash("sha256").update(state, "utf8").digest("base64url");

/** Whether the callback's state is this attempt's: its hash, compared in constant time. */
export function stateMatches(attempt: Pick<SsoAttempt, "stateHash">, state: string): boolean {
  const a = Buffer.from(hashSsoState(state));
  const b = Buffer.from(attempt.stateHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
