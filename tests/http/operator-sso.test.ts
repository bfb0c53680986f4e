import { randomBytes } from "node:crypto";

import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { accounts, auditQueue, auditRecords } from "@/db/schema";
import { clearDiscoveryCache } from "@/lib/auth/oidc";
import { readOperatorSession } from "@/lib/auth/session";
import { getEnv, resetEnvCache } from "@/lib/env";

import { totpCodeNow } from "../support/hr-browser";
import { httpHarness } from "../support/http-harness";
import { startOidcProvider, type LocalOidcProvider } from "../support/oidc-provider";
import { signedInOperator, type OperatorBrowser } from "../support/operator-browser";
import { followToCallback } from "../support/redirect-follower";

// The operator console's optional single sign-on with the program's own OpenID provider
// (docs/operator.md#single-sign-on), through a real provider on this machine: it stands for the
// password only — the operator still gives their own factor — and signs in nobody who is not an
// operator already, nor an address outside the listed domains, nor a disabled operator, nor a
// replayed callback. Every refusal is in the platform's trail.

const { server } = httpHarness({ tenant: false });
let provider: LocalOidcProvider;
const CLIENT = { clientId: "benefits-console", clientSecret: `secret-${randomBytes(8).toString("hex")}` };
const redirectUri = () => `${getEnv().PUBLIC_BASE_URL}/api/operator/sso/callback`;
const SETTINGS = [
  "OPERATOR_SSO_ISSUER",
  "OPERATOR_SSO_CLIENT_ID",
  "OPERATOR_SSO_CLIENT_SECRET",
  "OPERATOR_SSO_EMAIL_DOMAINS",
];

beforeAll(async () => {
  provider = await startOidcProvider({ clients: [{ ...CLIENT, redirectUris: [redirectUri()] }] });
  Object.assign(process.env, {
    OPERATOR_SSO_ISSUER: provider.issuer,
    OPERATOR_SSO_CLIENT_ID: CLIENT.clientId,
    OPERATOR_SSO_CLIENT_SECRET: CLIENT.clientSecret,
    OPERATOR_SSO_EMAIL_DOMAINS: "program.example",
  });
  resetEnvCache();
});
afterAll(async () => {
  for (const name of SETTINGS) delete process.env[name];
  resetEnvCache();
  await provider.close();
  clearDiscoveryCache();
});

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => new RegExp(`^${name}=([^;]*)`).exec(line)?.[1])
    .find((value) => value !== undefined);

/** Our start and the provider's round trip to our callback, as a browser makes them. */
async function ssoSignIn(email: string, options: { replayCallback?: boolean } = {}) {
  const start = await fetch(`${server.baseUrl}/api/operator/sso/start?email=${encodeURIComponent(email)}`, {
    redirect: "manual",
  });
  expect(start.status).toBe(302);
  const location = start.headers.get("location")!;
  if (location.startsWith("/operator/sign-in")) return { landed: location, cookie: undefined };
  const attempt = cookieOf(start, "bo_opsso");
  expect(attempt).toBeTruthy();
  const callbackUrl = new URL(await followToCallback(location, { stopAt: redirectUri() }));
  const callBack = () =>
    fetch(`${server.baseUrl}${callbackUrl.pathname}${callbackUrl.search}`, {
      redirect: "manual",
      headers: { cookie: `bo_opsso=${attempt}` },
    });
  const answer = await callBack();
  const replay = options.replayCallback ? await callBack() : undefined;
  return {
    landed: await landing(answer),
    cookie: cookieOf(answer, "bo_operator"),
    replayLanded: replay ? await landing(replay) : undefined,
  };
}

/**
 * Where the callback sends the browser: a redirect for a refusal; for a sign-in, a page of ours that
 * moves on by itself (a meta refresh), so the SameSite=Strict session cookie goes with the next request.
 */
async function landing(answer: Response): Promise<string | null> {
  if (answer.status === 302) return answer.headers.get("location");
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
  return /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(await answer.text())?.[1] ?? null;
}

/** A call with the operator session's cookie (and its CSRF token, for a write). */
async function withSession(cookie: string, method: string, path: string, body?: unknown) {
  const session = await readOperatorSession(
    new Request(server.baseUrl, { headers: { cookie: `bo_operator=${cookie}` } }),
  );
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      cookie: `bo_operator=${cookie}`,
      ...(body ? { "content-type": "application/json", "x-csrf-token": session?.csrfToken ?? "" } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** The platform's sign-in refusals by single sign-on, newest last: each one's reason. */
async function ssoRefusals(): Promise<string[]> {
  const db = await getDb();
  const rows = (
    await Promise.all(
      [auditQueue, auditRecords].map((table) =>
        db
          .select({ details: table.details, occurredAt: table.occurredAt })
          .from(table)
          .where(and(isNull(table.employerId), eq(table.action, "operator.sign_in_failed"))),
      ),
    )
  )
    .flat()
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  return rows
    .map((row) => row.details as { method?: string; reason?: string })
    .filter((details) => details.method === "sso")
    .map((details) => details.reason ?? "");
}

const asPerson = (operator: OperatorBrowser) => ({
  sub: `00u-${randomBytes(4).toString("hex")}`,
  email: operator.email,
  email_verified: true,
  name: "Olu Operator",
});

describe("the operators' single sign-on", () => {
  it("stands for the password: the session owes the operator's own factor, then is signed in", async () => {
    const operator = await signedInOperator(server.baseUrl, "support");
    provider.setNextUser(asPerson(operator));
    const { landed, cookie } = await ssoSignIn(operator.email);
    expect(landed).toBe("/operator/sign-in");
    expect(cookie).toBeTruthy();
    // Nothing of the console opens before the factor.
    expect((await withSession(cookie!, "GET", "/api/operator/account")).status).toBe(401);
    const factor = await withSession(cookie!, "POST", "/api/operator/sign-in/factor", {
      method: "totp",
      // The code that confirmed the app is spent: the next step's is accepted too.
      code: totpCodeNow(operator.secret, 1),
    });
    expect(factor.status, await factor.text()).toBe(200);
    const next = cookieOf(factor, "bo_operator")!;
    const account = await withSession(next, "GET", "/api/operator/account");
    expect(account.status).toBe(200);
    expect(((await account.json()) as { email: string }).email).toBe(operator.email);
  });

  it("refuses an address outside the listed domains before asking the provider, and one that is no operator's", async () => {
    expect((await ssoSignIn("someone@elsewhere.example")).landed).toBe(
      "/operator/sign-in?sso_error=sso_domain_not_allowed",
    );
    const stranger = `not.an.operator.${randomBytes(3).toString("hex")}@program.example`;
    provider.setNextUser({ sub: "00u-stranger", email: stranger, email_verified: true });
    const refused = await ssoSignIn(stranger);
    expect([refused.landed, refused.cookie]).toEqual(["/operator/sign-in?sso_error=sso_no_account", undefined]);
    expect((await ssoRefusals()).at(-1)).toBe("sso_no_account");
  });

  it("refuses a disabled operator and a replayed callback, each on record", async () => {
    const operator = await signedInOperator(server.baseUrl, "compliance");
    await (await getDb()).update(accounts).set({ disabledAt: new Date() }).where(eq(accounts.id, operator.operatorId));
    provider.setNextUser(asPerson(operator));
    expect((await ssoSignIn(operator.email)).landed).toBe("/operator/sign-in?sso_error=sso_account_disabled");

    const other = await signedInOperator(server.baseUrl, "program");
    provider.setNextUser(asPerson(other));
    const replayed = await ssoSignIn(other.email, { replayCallback: true });
    expect(replayed.landed).toBe("/operator/sign-in");
    expect(replayed.replayLanded).toBe("/operator/sign-in?sso_error=sso_failed");
    expect((await ssoRefusals()).slice(-2)).toEqual(["sso_account_disabled", "sso_failed"]);
  });

  it("is not offered without the deployment's settings", async () => {
    const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
    for (const name of SETTINGS) delete process.env[name];
    resetEnvCache();
    try {
      expect((await ssoSignIn("ops@program.example")).landed).toBe("/operator/sign-in?sso_error=sso_not_configured");
    } finally {
      Object.assign(process.env, saved);
      resetEnvCache();
    }
  });
});
