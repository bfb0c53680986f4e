import { sealData } from "iron-session";

import { getEnv } from "@/lib/env";

import { getSessionSecret, unsealWithSessionSecrets } from "./secrets";
import { readCookie } from "./session";

/**
 * A short-lived cookie holding a little sealed state (iron-session: encrypted and signed with the
 * session secret, opened with it or the previous one during a rotation), so that a public step
 * that must be finished by the same browser — a passkey sign-in's challenge, a single sign-on's
 * attempt — stores nothing on the server until it is finished. The seal carries the cookie's
 * purpose, so one cookie's seal put under another's name opens to nothing. In production the name
 * carries the `__Host-` prefix and the cookie is Secure (Path=/, no Domain: no subdomain or
 * plain-http page can set it); HttpOnly always.
 */
export type SealedCookie = {
  name: string;
  /** What the seal is for: a seal made for another purpose is refused. */
  purpose: string;
  ttlSeconds: number;
  /** Strict unless the browser must send it on a cross-site top-level GET (a provider's redirect back: Lax). */
  sameSite?: "Strict" | "Lax";
};

const isProduction = () => getEnv().APP_ENV === "production";

/** The cookie's name: `__Host-` prefixed in production. */
export const sealedCookieName = (cookie: SealedCookie, production = isProduction()) =>
  production ? `__Host-${cookie.name}` : cookie.name;

function serialize(cookie: SealedCookie, value: string, maxAge: number, production: boolean): string {
  const secure = production ? "; Secure" : "";
  const name = sealedCookieName(cookie, production);
  return `${name}=${value}; Path=/; HttpOnly; SameSite=${cookie.sameSite ?? "Strict"}; Max-Age=${maxAge}${secure}`;
}

/** The Set-Cookie value that holds `data` for the cookie's lifetime. */
export async function setSealedCookie(
  cookie: SealedCookie,
  data: object,
  production = isProduction(),
): Promise<string> {
  const sealed = await sealData(
    { ...data, purpose: cookie.purpose },
    { password: getSessionSecret(), ttl: cookie.ttlSeconds },
  );
  return serialize(cookie, sealed, cookie.ttlSeconds, production);
}

/** The Set-Cookie value that removes it (a step finished, or refused). */
export const clearSealedCookie = (cookie: SealedCookie, production = isProduction()): string =>
  serialize(cookie, "", 0, production);

/**
 * What the browser's cookie holds (from a request's Cookie header), or undefined when it is
 * missing, far too long to be ours, altered, expired or sealed for another purpose.
 */
export async function readSealedCookie<T extends object>(
  cookieHeader: string | null,
  cookie: SealedCookie,
  production = isProduction(),
): Promise<Partial<T> | undefined> {
  const value = readCookie(cookieHeader, sealedCookieName(cookie, production));
  if (!value || value.length > 4_000) return undefined;
  try {
    const { purpose, ...data } = await unsealWithSessionSecrets<T & { purpose: string }>(value, cookie.ttlSeconds);
    return purpose === cookie.purpose ? (data as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}
