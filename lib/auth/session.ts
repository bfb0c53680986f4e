import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import { sealData } from "iron-session";

import { getEnv } from "@/lib/env";

import { getSessionSecret, unsealWithSessionSecrets } from "./secrets";

/**
 * The session cookie's name. In production it carries the `__Host-` prefix: browsers then accept it
 * only when Secure, on Path=/ and without a Domain, so neither a sibling subdomain nor a plain-http
 * page can plant or overwrite it (RFC 6265bis §4.1.3.2). Outside production the app is served on
 * plain http (localhost), where a `__Host-` cookie would be refused, so it is plain `bo_session`.
 */
export const sessionCookieName = (): string => (getEnv().APP_ENV === "production" ? "__Host-bo_session" : "bo_session");
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

/** A session's id on the server (ended sessions are kept by it): the SHA-256 of its random CSRF token. */
export const sessionId = (session: Session | OperatorSession) =>
  createHash("sha256").update(session.csrfToken).digest("hex");

// `version` is the user's session version when the cookie was issued: the server compares it on
// every request, so signing out (which bumps it) ends the session although the cookie lives on.
export type EmployeeSession = {
  kind: "employee";
  employeeId: string;
  employerId: string;
  version: number;
  csrfToken: string;
  issuedAt: number;
};
export type AdminSession = {
  kind: "admin";
  adminId: string;
  employerId: string;
  version: number;
  csrfToken: string;
  issuedAt: number;
};
export type Session = EmployeeSession | AdminSession;

/**
 * An operator's session. It travels in a cookie of its own (operatorCookieName), never the portal's
 * and HR's: a script injected into a page of theirs cannot ride it, and SameSite=Strict keeps it
 * off every request another site starts, links included.
 */
export type OperatorSession = {
  kind: "operator";
  operatorId: string;
  version: number;
  csrfToken: string;
  issuedAt: number;
};

/** A session of a person with an account (HR or operator). */
export type AccountSession = AdminSession | OperatorSession;

/** The account a session belongs to. */
export const accountIdOf = (session: AccountSession): string =>
  session.kind === "admin" ? session.adminId : session.operatorId;

/** The operator session cookie's name: `__Host-` in production, as the other one (sessionCookieName). */
export const operatorCookieName = (): string =>
  getEnv().APP_ENV === "production" ? "__Host-bo_operator" : "bo_operator";

type NewSession = Omit<EmployeeSession, "csrfToken" | "issuedAt"> | Omit<AdminSession, "csrfToken" | "issuedAt">;

/** Seals a new session and its random CSRF token: the cookie's value, and the session as sealed. */
async function sealNew<const S extends object>(
  session: S,
): Promise<{ sealed: string; session: S & Pick<Session, "csrfToken" | "issuedAt"> }> {
  const full = { ...session, csrfToken: randomBytes(32).toString("base64url"), issuedAt: Date.now() };
  return { sealed: await sealData(full, { password: getSessionSecret(), ttl: SESSION_TTL_SECONDS }), session: full };
}

/** Seals a session (iron-session: encrypted and signed) into a Set-Cookie header value. */
export async function createSessionCookie<const S extends NewSession>(
  session: S,
): Promise<{ cookie: string; session: S & Pick<Session, "csrfToken" | "issuedAt"> }> {
  const { sealed, session: full } = await sealNew(session);
  return { cookie: serializeCookie(sealed, SESSION_TTL_SECONDS), session: full };
}

/**
 * An HR person's session cookie: at sign-in, and when a session goes on with a new id and CSRF
 * token once it has proved more (a second factor, an enrolment: replaceAccountSession).
 */
export const createAdminSessionCookie = ({
  adminId,
  employerId,
  version,
}: Pick<AdminSession, "adminId" | "employerId" | "version">) =>
  createSessionCookie({ kind: "admin", adminId, employerId, version });

export function clearSessionCookie(): string {
  return serializeCookie("", 0);
}

/** An operator's session cookie: at sign-in, and when the session goes on under a new id. */
export async function createOperatorSessionCookie({
  operatorId,
  version,
}: Pick<OperatorSession, "operatorId" | "version">): Promise<{ cookie: string; session: OperatorSession }> {
  const { sealed, session } = await sealNew({ kind: "operator" as const, operatorId, version });
  return { cookie: serializeCookie(sealed, SESSION_TTL_SECONDS, "operator"), session };
}

export function clearOperatorSessionCookie(): string {
  return serializeCookie("", 0, "operator");
}

function serializeCookie(value: string, maxAge: number, door: "shared" | "operator" = "shared"): string {
  const secure = getEnv().APP_ENV === "production" ? "; Secure" : "";
  const [name, sameSite] = door === "operator" ? [operatorCookieName(), "Strict"] : [sessionCookieName(), "Lax"];
  return `${name}=${value}; Path=/; HttpOnly; SameSite=${sameSite}; Max-Age=${maxAge}${secure}`;
}

/** The operator session of a request, or undefined when there is none or it does not unseal. */
export async function readOperatorSession(request: Request): Promise<OperatorSession | undefined> {
  const value = readCookie(request.headers.get("cookie"), operatorCookieName());
  if (!value) return undefined;
  try {
    const { kind, operatorId, version, csrfToken, issuedAt } = await unsealWithSessionSecrets<OperatorSession>(
      value,
      SESSION_TTL_SECONDS,
    );
    return kind === "operator" &&
      typeof operatorId === "string" &&
      typeof version === "number" &&
      typeof csrfToken === "string" &&
      typeof issuedAt === "number"
      ? { kind, operatorId, version, csrfToken, issuedAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The session of a request, or undefined when there is none or it does not unseal. */
export async function readSession(request: Request): Promise<Session | undefined> {
  const value = readCookie(request.headers.get("cookie"), sessionCookieName());
  if (!value) return undefined;
  try {
    const data = await unsealWithSessionSecrets<Session>(value, SESSION_TTL_SECONDS);
    if (typeof data.version !== "number") return undefined;
    if ((data.kind === "employee" && data.employeeId) || (data.kind === "admin" && data.adminId))
      return data as Session;
    return undefined;
  } catch {
    return undefined;
  }
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/**
 * CSRF for cookie-authenticated writes: the session's token must come back in `X-CSRF-Token`
 * (a cross-site form or fetch cannot read it), and a browser-sent Origin must be ours.
 */
export function checkCsrf(request: Request, session: Session | OperatorSession): boolean {
  const sent = request.headers.get("x-csrf-token") ?? "";
  const a = Buffer.from(sent);
  const b = Buffer.from(session.csrfToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
