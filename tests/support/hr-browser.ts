import { generateSync } from "otplib";
import { expect } from "vitest";

import { jsonOr } from "./fixtures";

/** What an HR call answered: its status, parsed JSON body and raw text. */
export type HrAnswer<T = Record<string, unknown>> = { status: number; body: T; text: string; headers: Headers };

/**
 * A browser of its own for the HR area: a cookie jar (the session and any short-lived cookie the
 * server sets, replaced or removed as Set-Cookie says) and the CSRF token the last answer carried,
 * JSON in and out. A new session cookie (a second factor, an enrolment) is picked up like a browser
 * would; its CSRF token comes from the next `session()`.
 */
export function hrBrowser(baseUrl: string, options: { headers?: Record<string, string> } = {}) {
  const jar = new Map<string, string>();
  let csrf: string | undefined;
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<HrAnswer<T>> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...options.headers,
        ...(jar.size > 0 ? { cookie: cookieHeader() } : {}),
        ...(csrf ? { "x-csrf-token": csrf } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      const at = pair.indexOf("=");
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)];
      if (value && !/max-age=0/i.test(set)) jar.set(name, value);
      else jar.delete(name);
    }
    const text = await response.text();
    const parsed = jsonOr(text, undefined);
    const token = (parsed as { csrfToken?: unknown } | undefined)?.csrfToken;
    if (typeof token === "string") csrf = token;
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  };
  const signIn = (email: string, password: string) =>
    call<{ signedIn: boolean; next?: string; methods?: string[] }>("POST", "/api/admin/sign-in", { email, password });
  /** Picks up the CSRF token of a signed-in session. */
  const session = () => call<{ csrfToken: string; role: string }>("GET", "/api/admin/session");
  /** The session cookie's value now (a second factor replaces it). */
  const sessionCookie = () => jar.get("bo_session") ?? jar.get("__Host-bo_session");
  return { call, signIn, session, sessionCookie, jar };
}

export type HrBrowser = ReturnType<typeof hrBrowser>;

/** The authenticator app's code now, or `offsetSteps` 30-second steps away. */
export const totpCodeNow = (secret: string, offsetSteps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

/** The secret of a new authenticator app, added and confirmed for the browser's person; the recovery codes. */
export async function addTotp(as: HrBrowser) {
  const setup = await as.call<{ secret: string; uri: string; qrSvg: string }>("POST", "/api/admin/account/totp/setup");
  expect(setup.status, setup.text).toBe(200);
  expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\//);
  expect(setup.body.qrSvg).toMatch(/^<svg/);
  const confirmed = await as.call<{ recoveryCodes: string[] }>("POST", "/api/admin/account/totp/confirm", {
    code: totpCodeNow(setup.body.secret),
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}
