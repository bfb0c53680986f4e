import { sealData } from "iron-session";

import { getEnv } from "@/lib/env";

import { getSessionSecret, unsealWithSessionSecrets } from "./secrets";
import { readCookie } from "./session";

/**
 * A short-lived cookie holding a little sealed state (iron-session: encrypted and signed with the
 * session secret, opened with it or the previous one during a rotation), so that a public step
 * that must be finished by the same browser — a passkey sign-in's challenge — stores nothing on the
 * server until it is finished. In production the name carries the `__Host-` prefix (Secure,
 * Path=/, no Domain); HttpOnly and SameSite=Strict always.
 */
export type SealedCookie = { name: string; ttlSeconds: number };

const nameOf = (cookie: SealedCookie) => (getEnv().APP_ENV === "production" ? `__Host-${cookie.name}` : cookie.name);

function serialize(cookie: SealedCookie, value: string, maxAge: number): string {
  const secure = getEnv().APP_ENV === "production" ? "; Secure" : "";
  return `${nameOf(cookie)}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}

/** The Set-Cookie value that holds `data` for the cookie's lifetime. */
export async function setSealedCookie(cookie: SealedCookie, data: object): Promise<string> {
  const sealed = await sealData(data, { password: getSessionSecret(), ttl: cookie.ttlSeconds });
  return serialize(cookie, sealed, cookie.ttlSeconds);
}

/** The Set-Cookie value that removes it (a step finished, or refused). */
export const clearSealedCookie = (cookie: SealedCookie): string => serialize(cookie, "", 0);

/** What the request's cookie holds, or undefined when it is missing, altered or expired. */
export async function readSealedCookie<T extends object>(
  request: Request,
  cookie: SealedCookie,
): Promise<Partial<T> | undefined> {
  const value = readCookie(request.headers.get("cookie"), nameOf(cookie));
  if (!value) return undefined;
  try {
    const data = await unsealWithSessionSecrets<T>(value, cookie.ttlSeconds);
    return Object.keys(data).length > 0 ? data : undefined;
  } catch {
    return undefined;
  }
}
