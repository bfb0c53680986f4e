import { randomBytes } from "node:crypto";

import { and, eq, isNull, like, sql } from "drizzle-orm";
import { generateSync } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { adminUsers, auditQueue, auditRecords, rateLimits, ssoSpentStates } from "@/db/schema";
import { clearDiscoveryCache } from "@/lib/auth/oidc";
import { readSession } from "@/lib/auth/session";
import type { HrRole } from "@/lib/domain/hr/hr-roles";
import { getEnv } from "@/lib/env";
import { listDevOutbox } from "@/lib/mail/send-mail";
import { createAdminUser } from "@/lib/services/admin/create-admin-user";

import { createTenant, signInAdmin, type Tenant } from "../support/fixtures";
import { startOidcProvider, type LocalOidcProvider, type TestUser } from "../support/oidc-provider";
import { followToCallback } from "../support/redirect-follower";
import { httpHarness } from "../support/http-harness";
import { throttleEnvForSuite } from "../support/throttle-env";

// Issue 26 item 3: single sign-on with OpenID Connect, through a real OpenID provider started on
// this machine (oidc-provider), on PostgreSQL (and on PGlite with INTEGRATION_PGLITE=all: nothing
// here differs by database): configured by an owner, just-in-time teammates
// in the role their groups map to, and the refusals — a wrong audience, a replayed state, an
// expired token, a domain not allowed, no role — plus "require SSO" with a break-glass owner.

const { server } = httpHarness({ tenant: false });
let provider: LocalOidcProvider;
/** Another provider, for an employer that switches: the same client registered at both. */
let otherProvider: LocalOidcProvider;
const redirectUri = () => `${getEnv().PUBLIC_BASE_URL}/api/admin/sso/callback`;
const CLIENT = { clientId: "benefits-hr", clientSecret: `secret-${randomBytes(8).toString("hex")}` };

beforeAll(async () => {
  provider = await startOidcProvider({ clients: [{ ...CLIENT, redirectUris: [redirectUri()] }] });
  otherProvider = await startOidcProvider({ clients: [{ ...CLIENT, redirectUris: [redirectUri()] }] });
});
afterAll(async () => {
  await provider.close();
  await otherProvider.close();
  clearDiscoveryCache();
});

/** The security settings' single sign-on, as the owner saves it. */
const ssoSettings = (domain: string, overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  issuer: provider.issuer,
  clientId: CLIENT.clientId,
  clientSecret: CLIENT.clientSecret,
  allowedDomains: [domain.toUpperCase()],
  roleClaim: "groups",
  scopes: ["groups"],
  roleMapping: { "hr-owners": "owner", "hr-admins": "admin", staff: "viewer" },
  defaultRole: null,
  required: false,
  breakGlassAdminId: null,
  ...overrides,
});

/** An employer with SSO configured by its owner, for a domain of its own. */
async function employerWithSso(overrides: Record<string, unknown> = {}) {
  const tenant = await createTenant();
  const owner = await signInAdmin(server.baseUrl, tenant);
  const domain = `sso-${randomBytes(4).toString("hex")}.example`;
  const saved = await owner.call<{ ssoRedirectUri: string; sso: { clientSecretLastFour: string } }>(
    "PATCH",
    "/api/admin/security-settings",
    { sso: ssoSettings(domain, overrides) },
  );
  expect(saved.status, saved.text).toBe(200);
  expect(saved.body.sso.clientSecretLastFour).toBe(CLIENT.clientSecret.slice(-4));
  expect(saved.text).not.toContain(CLIENT.clientSecret);
  expect(saved.body.ssoRedirectUri).toBe(redirectUri());
  return { tenant, owner, domain };
}

const person = (domain: string, groups: string[] = ["hr-admins"]): TestUser => ({
  sub: `00u-${randomBytes(4).toString("hex")}`,
  email: `ann.${randomBytes(3).toString("hex")}@${domain}`,
  email_verified: true,
  name: "Ann Lee",
  groups,
});

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => new RegExp(`^${name}=([^;]*)`).exec(line)?.[1])
    .find((value) => value !== undefined);

/**
 * Our start, as a browser navigates to it: where it sends the browser, and the attempt's cookie it
 * sets. From `address` (X-Forwarded-For behind the one trusted proxy) when given.
 */
async function startSso(email: string, address?: string) {
  const start = await fetch(`${server.baseUrl}/api/admin/sso/start?email=${encodeURIComponent(email)}`, {
    redirect: "manual",
    headers: address ? { "x-forwarded-for": address } : {},
  });
  expect(start.status).toBe(302);
  return { location: start.headers.get("location")!, attemptCookie: cookieOf(start, "bo_sso") };
}

/** The provider's redirect back to our callback, with the cookie a browser would send (or none). */
const callBack = (callbackUrl: string, attemptCookie: string | undefined, address?: string) => {
  const callback = new URL(callbackUrl);
  return fetch(`${server.baseUrl}${callback.pathname}${callback.search}`, {
    redirect: "manual",
    headers: {
      ...(attemptCookie === undefined ? {} : { cookie: `bo_sso=${attemptCookie}` }),
      ...(address ? { "x-forwarded-for": address } : {}),
    },
  });
};

/** The browser's round trip: our start, the provider, back to our callback. Returns where it lands and its cookie. */
async function ssoSignIn(email: string, options: { replayCallback?: boolean } = {}) {
  const { location, attemptCookie } = await startSso(email);
  if (location.startsWith("/admin/sign-in")) return { landed: location, cookie: undefined };
  expect(attemptCookie).toBeTruthy();
  const callbackUrl = await followToCallback(location, { stopAt: redirectUri() });
  const answer = await callBack(callbackUrl, attemptCookie);
  // The same callback again, cookie and all: a replay by whoever captured both.
  const replay = options.replayCallback ? await callBack(callbackUrl, attemptCookie) : undefined;
  return {
    landed: answer.headers.get("location"),
    cookie: cookieOf(answer, "bo_session"),
    replayLanded: replay?.headers.get("location"),
    replayCookie: replay?.headers.get("set-cookie"),
  };
}

/** The employer's audit entries of one action (null: the platform's), sealed or still queued, oldest first. */
async function auditOf(employerId: string | null, action: string) {
  const db = await getDb();
  const employer = (column: typeof auditQueue.employerId | typeof auditRecords.employerId) =>
    employerId === null ? isNull(column) : eq(column, employerId);
  const queued = await db
    .select()
    .from(auditQueue)
    .where(and(employer(auditQueue.employerId), eq(auditQueue.action, action)));
  const sealed = await db
    .select()
    .from(auditRecords)
    .where(and(employer(auditRecords.employerId), eq(auditRecords.action, action)));
  return [...sealed, ...queued].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}

/**
 * A browser holding a session cookie: it sends the cookie and its CSRF token, and takes a new
 * session cookie when an answer sets one (a proof given goes on under a new session), as a
 * browser would.
 */
async function browserWith(cookie: string) {
  const sessionOf = async (value: string) => {
    const session = await readSession(new Request("http://local/", { headers: { cookie: `bo_session=${value}` } }));
    if (!session) throw new Error("the cookie is not a session");
    return session;
  };
  let current = { cookie, csrf: (await sessionOf(cookie)).csrfToken };
  return async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        cookie: `bo_session=${current.cookie}`,
        "x-csrf-token": current.csrf,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const renewed = /bo_session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
    if (renewed) current = { cookie: renewed, csrf: (await sessionOf(renewed)).csrfToken };
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
}

/** A teammate with a password and an address at the SSO's domain, signed in with the password. */
async function teammate(tenant: Tenant, domain: string, role: HrRole = "admin") {
  const email = `bea.${randomBytes(3).toString("hex")}@${domain}`;
  const password = `pw-${randomBytes(8).toString("hex")}`;
  const adminId = await createAdminUser({
    ctx: { db: await getDb(), actor: { type: "system", name: "test" } },
    input: { employerId: tenant.employerId, email, name: "Bea Teammate", password, role },
  });
  const signedIn = await fetch(`${server.baseUrl}/api/admin/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(signedIn.status).toBe(200);
  return { adminId, email, password, call: await browserWith(cookieOf(signedIn, "bo_session")!) };
}

const codeNow = (secret: string, offsetSteps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

/** An authenticator app added and confirmed for the teammate: its secret. */
async function addTotp(call: Awaited<ReturnType<typeof browserWith>>) {
  const setup = await call<{ secret: string }>("POST", "/api/admin/account/totp/setup");
  expect(setup.status).toBe(200);
  const confirmed = await call("POST", "/api/admin/account/totp/confirm", { code: codeNow(setup.body.secret) });
  expect(confirmed.status).toBe(200);
  return setup.body.secret;
}

/** The provider identity the test signs in with, for an existing teammate's address. */
const identityFor = (email: string): TestUser => ({
  sub: `00u-${randomBytes(4).toString("hex")}`,
  email,
  email_verified: true,
  name: "Someone",
  groups: ["hr-owners"],
});

/** A teammate's single sign-on link as the owner's team page shows it. */
async function ssoLinkOf(owner: Awaited<ReturnType<typeof signInAdmin>>, email: string) {
  const team = await owner.call<{ people: Array<{ email: string; ssoLink: string | null }> }>("GET", "/api/admin/team");
  return team.body.people.find((member) => member.email === email)?.ssoLink;
}

const sessionOf = async (cookie: string) =>
  (
    await fetch(`${server.baseUrl}/api/admin/session`, { headers: { cookie: `bo_session=${cookie}` } })
  ).json() as Promise<{
    role: string;
    email: string;
  }>;

describe("single sign-on", () => {
  it("signs a new teammate in through the employer's provider, created just in time in the role their group maps to", async () => {
    const { domain, owner } = await employerWithSso();
    const ann = person(domain, ["staff", "hr-admins"]);
    provider.setNextUser(ann);
    const { landed, cookie } = await ssoSignIn(ann.email!);
    expect(landed).toBe("/admin");
    expect(await sessionOf(cookie!)).toMatchObject({ role: "admin", email: ann.email });
    const team = await owner.call<{ people: Array<{ email: string; role: string; sso: boolean }> }>(
      "GET",
      "/api/admin/team",
    );
    expect(team.body.people.find((member) => member.email === ann.email)).toMatchObject({ role: "admin", sso: true });
    // The next time, the same person (by the provider's subject) is signed in again, not created twice.
    provider.setNextUser(ann);
    expect((await ssoSignIn(ann.email!)).landed).toBe("/admin");
    const again = await owner.call<{ people: Array<{ email: string }> }>("GET", "/api/admin/team");
    expect(again.body.people.filter((member) => member.email === ann.email)).toHaveLength(1);
  });

  it("refuses an ID token for another audience, an expired one, and a state used twice", async () => {
    const { tenant, domain } = await employerWithSso();
    const ann = person(domain);

    provider.setNextUser(ann);
    provider.tamperNextIdToken({ audience: "someone-else" });
    expect((await ssoSignIn(ann.email!)).landed).toBe("/admin/sign-in?sso_error=sso_failed");

    provider.setNextUser(ann);
    provider.tamperNextIdToken({ clockSkewSeconds: -7200 });
    expect((await ssoSignIn(ann.email!)).landed).toBe("/admin/sign-in?sso_error=sso_failed");

    provider.setNextUser(ann);
    const replayed = await ssoSignIn(ann.email!, { replayCallback: true });
    expect(replayed.landed).toBe("/admin");
    expect(replayed.replayLanded).toBe("/admin/sign-in?sso_error=sso_failed");
    expect(replayed.replayCookie ?? "").not.toContain("bo_session=");
    // Refused as a state already spent, before the provider was asked to redeem its code again.
    const refusals = await auditOf(tenant.employerId, "hr.sign_in_failed");
    expect(refusals.at(-1)?.details).toMatchObject({ method: "sso", reason: "sso_failed", binding: "state_spent" });
  });

  it("binds the callback to the browser that started it: no cookie, or another attempt's, is refused", async () => {
    const { tenant, domain } = await employerWithSso();
    const ann = person(domain);
    provider.setNextUser(ann);
    const mine = await startSso(ann.email!);
    const callbackUrl = await followToCallback(mine.location, { stopAt: redirectUri() });
    const cleared = (response: Response) =>
      response.headers.getSetCookie().some((line) => /^bo_sso=;/.test(line) && /Max-Age=0/.test(line));

    // The callback URL alone (sent to a victim, or opened in another browser): refused, on record.
    const bare = await callBack(callbackUrl, undefined);
    expect(bare.headers.get("location")).toBe("/admin/sign-in?sso_error=sso_failed");
    expect(cookieOf(bare, "bo_session")).toBeUndefined();
    expect(cleared(bare)).toBe(true);
    expect((await auditOf(null, "hr.sign_in_failed")).at(-1)?.details).toMatchObject({ binding: "missing" });
    // Another browser's attempt (the attacker's own cookie, for the same employer): refused.
    const theirs = await startSso(ann.email!);
    const crossed = await callBack(callbackUrl, theirs.attemptCookie);
    expect(crossed.headers.get("location")).toBe("/admin/sign-in?sso_error=sso_failed");
    expect(cookieOf(crossed, "bo_session")).toBeUndefined();
    expect(cleared(crossed)).toBe(true);
    expect((await auditOf(tenant.employerId, "hr.sign_in_failed")).at(-1)?.details).toMatchObject({
      binding: "state_mismatch",
    });
    // A cookie that is not one of our seals: refused too.
    const forged = await callBack(callbackUrl, `Fe26.2*1*${"x".repeat(300)}`);
    expect(forged.headers.get("location")).toBe("/admin/sign-in?sso_error=sso_failed");
    // The browser that started it signs in, and its attempt's cookie is cleared.
    const own = await callBack(callbackUrl, mine.attemptCookie);
    expect(own.headers.get("location")).toBe("/admin");
    expect(cleared(own)).toBe(true);
    expect(await sessionOf(cookieOf(own, "bo_session")!)).toMatchObject({ email: ann.email });
  });

  it("links are (issuer, subject): after a switch of provider, the new provider's same subject is nobody we know", async () => {
    const { tenant, domain, owner } = await employerWithSso();
    const ann = person(domain, ["hr-owners"]);
    provider.setNextUser(ann);
    expect((await ssoSignIn(ann.email!)).landed).toBe("/admin");

    // The owner switches to another provider; someone there holds Ann's subject under another address.
    const switched = await owner.call("PATCH", "/api/admin/security-settings", {
      sso: ssoSettings(domain, { issuer: otherProvider.issuer }),
    });
    expect(switched.status, switched.text).toBe(200);
    const mallory = { ...person(domain, ["staff"]), sub: ann.sub };
    otherProvider.setNextUser(mallory);
    const signedIn = await ssoSignIn(mallory.email!);
    expect(signedIn.landed).toBe("/admin");
    // A person of their own, in the role their groups give: not Ann, the owner.
    expect(await sessionOf(signedIn.cookie!)).toMatchObject({ email: mallory.email, role: "viewer" });

    // The owners are told the provider changed, from which to which (not just "single sign-on").
    const [notice] = (await listDevOutbox({ to: owner.email })).filter((mail) =>
      mail.subject.includes("security change"),
    );
    expect(notice?.text).toContain(
      `single sign-on provider changed from ${provider.issuer} to ${otherProvider.issuer}`,
    );
    // Every link of the employer went with the old provider, on record.
    const [unlinked] = await auditOf(tenant.employerId, "team.sso_unlinked");
    expect(unlinked?.details).toMatchObject({ reason: "issuer_changed", people: 1 });
    // Respelling the issuer (a trailing slash) is the same provider: nobody is unlinked.
    const respelt = await owner.call("PATCH", "/api/admin/security-settings", {
      sso: ssoSettings(domain, { issuer: `${otherProvider.issuer}/` }),
    });
    expect(respelt.status, respelt.text).toBe(200);
    otherProvider.setNextUser(mallory);
    const again = await ssoSignIn(mallory.email!);
    expect(await sessionOf(again.cookie!)).toMatchObject({ email: mallory.email });
    expect(await auditOf(tenant.employerId, "team.sso_unlinked")).toHaveLength(1);
    // Removing single sign-on clears the links too.
    expect((await owner.call("PATCH", "/api/admin/security-settings", { sso: null })).status).toBe(200);
    const removed = await auditOf(tenant.employerId, "team.sso_unlinked");
    expect(removed.map((record) => record.details)).toMatchObject([
      { reason: "issuer_changed" },
      { reason: "sso_removed", people: 1 },
    ]);
  });

  it("a link matches by issuer and subject together: the same subject linked at another issuer is not that person", async () => {
    const { tenant, domain } = await employerWithSso();
    const ann = person(domain, ["hr-owners"]);
    provider.setNextUser(ann);
    expect((await ssoSignIn(ann.email!)).landed).toBe("/admin");
    // Ann's link as if it were made at another provider (a row no change of provider cleared): the
    // employer's own provider's same subject must not find it.
    await (
      await getDb()
    )
      .update(adminUsers)
      .set({ ssoIssuer: otherProvider.issuer })
      .where(and(eq(adminUsers.employerId, tenant.employerId), eq(adminUsers.ssoSubject, ann.sub)));
    const mallory = { ...person(domain, ["staff"]), sub: ann.sub };
    provider.setNextUser(mallory);
    const signedIn = await ssoSignIn(mallory.email!);
    expect(signedIn.landed).toBe("/admin");
    expect(await sessionOf(signedIn.cookie!)).toMatchObject({ email: mallory.email, role: "viewer" });
  });

  it("a first single sign-on to an existing account with a factor signs in only once the factor is given, then links", async () => {
    const { tenant, domain, owner } = await employerWithSso();
    const bea = await teammate(tenant, domain);
    const secret = await addTotp(bea.call);
    // Whoever runs the provider (an owner's setting) vouches for Bea's address: not enough.
    const claimed = identityFor(bea.email);
    provider.setNextUser(claimed);
    const first = await ssoSignIn(bea.email);
    expect(first.landed).toBe("/admin/sign-in?sso_link=confirm");
    const pending = await browserWith(first.cookie!);
    expect((await pending("GET", "/api/admin/session")).status).toBe(401);
    expect((await pending("GET", "/api/admin/employees")).status).toBe(401);
    expect(await ssoLinkOf(owner, bea.email)).toBe("none");
    // A password does not stand in for her factor, nor does a wrong code.
    expect((await pending("POST", "/api/admin/sign-in/sso-link", { password: bea.password })).status).toBe(401);
    expect((await pending("POST", "/api/admin/sign-in/factor", { method: "totp", code: "000000" })).status).toBe(401);
    expect((await pending("GET", "/api/admin/session")).status).toBe(401);
    expect(await ssoLinkOf(owner, bea.email)).toBe("none");
    // Her factor: signed in, and linked.
    const proved = await pending("POST", "/api/admin/sign-in/factor", { method: "totp", code: codeNow(secret, 1) });
    expect(proved.body).toEqual({ signedIn: true });
    expect((await pending<{ email: string }>("GET", "/api/admin/session")).body).toMatchObject({ email: bea.email });
    expect(await ssoLinkOf(owner, bea.email)).toBe("linked");
    const [linked] = await auditOf(tenant.employerId, "hr.sso_linked");
    expect(linked).toMatchObject({ actorId: bea.adminId, targetId: bea.adminId, details: { with: "totp" } });
    // From now on single sign-on alone signs her in.
    provider.setNextUser(claimed);
    const again = await ssoSignIn(bea.email);
    expect(again.landed).toBe("/admin");
    expect(await sessionOf(again.cookie!)).toMatchObject({ email: bea.email });
  });

  it("without a factor the password confirms it; with neither, an owner approves", async () => {
    const { tenant, domain, owner } = await employerWithSso();
    // Carl has a password and no factor: his password confirms the account is his.
    const carl = await teammate(tenant, domain);
    provider.setNextUser(identityFor(carl.email));
    const first = await ssoSignIn(carl.email);
    expect(first.landed).toBe("/admin/sign-in?sso_link=confirm");
    const pending = await browserWith(first.cookie!);
    expect((await pending("POST", "/api/admin/sign-in/sso-link", { password: "not-his" })).status).toBe(401);
    expect(await ssoLinkOf(owner, carl.email)).toBe("none");
    expect((await pending("POST", "/api/admin/sign-in/sso-link", { password: carl.password })).body).toEqual({
      signedIn: true,
    });
    expect((await pending<{ email: string }>("GET", "/api/admin/session")).body).toMatchObject({ email: carl.email });
    expect(await ssoLinkOf(owner, carl.email)).toBe("linked");
    // Signed in under a new session: the cookie that owed the proof is over.
    const before = await fetch(`${server.baseUrl}/api/admin/session`, {
      headers: { cookie: `bo_session=${first.cookie}` },
    });
    expect(before.status).toBe(401);

    // Dana joined through the provider (no password, no factor); the employer then switched providers.
    const dana = person(domain, ["hr-admins"]);
    provider.setNextUser(dana);
    expect((await ssoSignIn(dana.email!)).landed).toBe("/admin");
    const switched = await owner.call("PATCH", "/api/admin/security-settings", {
      sso: ssoSettings(domain, { issuer: otherProvider.issuer }),
    });
    expect(switched.status).toBe(200);
    expect(await ssoLinkOf(owner, dana.email!)).toBe("none");
    const atNewProvider = { ...dana, sub: `00u-${randomBytes(4).toString("hex")}` };
    otherProvider.setNextUser(atNewProvider);
    // Nothing she could prove here: an owner must approve.
    expect((await ssoSignIn(dana.email!)).landed).toBe("/admin/sign-in?sso_error=sso_link_needs_approval");
    const team = await owner.call<{ people: Array<{ id: string; email: string }> }>("GET", "/api/admin/team");
    const danaId = team.body.people.find((member) => member.email === dana.email)!.id;
    expect((await owner.call("POST", `/api/admin/team/${danaId}/approve-sso-link`)).status).toBe(204);
    expect(await ssoLinkOf(owner, dana.email!)).toBe("approved");
    otherProvider.setNextUser(atNewProvider);
    const approved = await ssoSignIn(dana.email!);
    expect(approved.landed).toBe("/admin");
    expect(await sessionOf(approved.cookie!)).toMatchObject({ email: dana.email });
    expect(await ssoLinkOf(owner, dana.email!)).toBe("linked");
    expect((await auditOf(tenant.employerId, "team.sso_link_approved")).map((r) => r.targetId)).toEqual([danaId]);
    expect((await auditOf(tenant.employerId, "hr.sso_linked")).map((r) => r.details)).toMatchObject([
      { with: "password" },
      { with: "owner_approval" },
    ]);
    // Only an owner approves; without SSO switched on, there is nothing to approve.
    expect((await carl.call("POST", `/api/admin/team/${danaId}/approve-sso-link`)).status).toBe(403);
    expect((await owner.call("PATCH", "/api/admin/security-settings", { sso: null })).status).toBe(200);
    const refused = await owner.call<{ code: string }>("POST", `/api/admin/team/${danaId}/approve-sso-link`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("sso_not_set_up");
  });

  it("refuses an address outside the allowed domains, and a person whose groups map to no role", async () => {
    const { domain } = await employerWithSso();
    // The provider vouches for an address of another domain.
    const outsider = { ...person(domain), email: `ann@not-${domain}` };
    provider.setNextUser(outsider);
    const start = await ssoSignIn(`someone@${domain}`);
    expect(start.landed).toBe("/admin/sign-in?sso_error=sso_domain_not_allowed");
    // An address nobody's SSO allows does not even leave for a provider.
    expect((await ssoSignIn(`ann@unknown-${domain}`)).landed).toBe("/admin/sign-in?sso_error=sso_not_configured");

    const stranger = person(domain, ["contractors"]);
    provider.setNextUser(stranger);
    expect((await ssoSignIn(stranger.email!)).landed).toBe("/admin/sign-in?sso_error=sso_no_role");
  });

  it("require SSO: passwords are refused for everyone but the break-glass owner", async () => {
    const tenant = await createTenant();
    const owner = await signInAdmin(server.baseUrl, tenant);
    const colleague = await signInAdmin(server.baseUrl, tenant, "admin");
    const team = await owner.call<{ people: Array<{ id: string; email: string }> }>("GET", "/api/admin/team");
    const ownerId = team.body.people.find((member) => member.email === owner.email)!.id;
    const domain = `sso-${randomBytes(4).toString("hex")}.example`;
    const body = (breakGlassAdminId: string | null) => ({
      sso: {
        enabled: true,
        issuer: provider.issuer,
        clientId: CLIENT.clientId,
        clientSecret: CLIENT.clientSecret,
        allowedDomains: [domain],
        roleClaim: "groups",
        roleMapping: {},
        defaultRole: "viewer",
        required: true,
        breakGlassAdminId,
      },
    });
    // Required without a break-glass owner (or with someone who is not an owner): refused, field by field.
    const missing = await owner.call<{ errors: Array<{ path: string }> }>(
      "PATCH",
      "/api/admin/security-settings",
      body(null),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((error) => error.path)).toEqual(["/sso/breakGlassAdminId"]);
    const colleagueId = team.body.people.find((member) => member.email === colleague.email)!.id;
    expect((await owner.call("PATCH", "/api/admin/security-settings", body(colleagueId))).status).toBe(422);
    expect((await owner.call("PATCH", "/api/admin/security-settings", body(ownerId))).status).toBe(200);

    const signIn = (email: string, password: string) =>
      fetch(`${server.baseUrl}/api/admin/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
    const refused = await signIn(colleague.email, colleague.password);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "sso_required" });
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
    // Only an owner sees or changes it, and the secret never comes back.
    expect((await colleague.call("GET", "/api/admin/security-settings")).status).toBe(403);
    const read = await owner.call("GET", "/api/admin/security-settings");
    expect(read.text).not.toContain(CLIENT.clientSecret);
  });

  it("the break-glass exemption holds only while that person is an active owner", async () => {
    const tenant = await createTenant();
    const glass = await signInAdmin(server.baseUrl, tenant);
    const other = await signInAdmin(server.baseUrl, tenant);
    const domain = `sso-${randomBytes(4).toString("hex")}.example`;
    const required = (breakGlassAdminId: string) =>
      other.call("PATCH", "/api/admin/security-settings", {
        sso: ssoSettings(domain, { required: true, breakGlassAdminId }),
      });
    expect((await required(glass.adminId)).status).toBe(200);
    const passwordSignIn = (who: { email: string; password: string }) =>
      fetch(`${server.baseUrl}/api/admin/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: who.email, password: who.password }),
      });
    expect((await passwordSignIn(glass)).status).toBe(200);

    // Demoting, disabling or removing the break-glass owner is refused, saying why.
    for (const [method, path, body] of [
      ["PATCH", `/api/admin/team/${glass.adminId}`, { role: "admin" }],
      ["POST", `/api/admin/team/${glass.adminId}/disable`, undefined],
      ["DELETE", `/api/admin/team/${glass.adminId}`, undefined],
    ] as const) {
      const refused = await other.call<{ code: string }>(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(409);
      expect(refused.body.code).toBe("break_glass_owner");
    }
    expect((await passwordSignIn(glass)).status).toBe(200);

    // Demoted all the same (a change made before this rule, or straight in the database): the
    // exemption goes with the role.
    const db = await getDb();
    await db.update(adminUsers).set({ role: "admin" }).where(eq(adminUsers.id, glass.adminId));
    const demoted = await passwordSignIn(glass);
    expect(demoted.status).toBe(403);
    expect(await demoted.json()).toMatchObject({ code: "sso_required" });
    await db.update(adminUsers).set({ role: "owner" }).where(eq(adminUsers.id, glass.adminId));
    expect((await passwordSignIn(glass)).status).toBe(200);

    // The way through: another break-glass owner first, then the change.
    expect((await required(other.adminId)).status).toBe(200);
    expect((await other.call("PATCH", `/api/admin/team/${glass.adminId}`, { role: "admin" })).status).toBe(200);
    expect((await passwordSignIn(glass)).status).toBe(403);
    expect((await passwordSignIn(other)).status).toBe(200);
  });

  it("checks what an owner saves: https issuers, real domains, a stored secret", async () => {
    const tenant = await createTenant();
    const owner = await signInAdmin(server.baseUrl, tenant);
    const saved = await owner.call<{ errors: Array<{ path: string }> }>("PATCH", "/api/admin/security-settings", {
      sso: {
        enabled: true,
        issuer: "http://login.example.com",
        clientId: "x",
        allowedDomains: ["not a domain", "example.com"],
        roleMapping: {},
        defaultRole: null,
        required: false,
        breakGlassAdminId: null,
      },
    });
    expect(saved.status).toBe(422);
    expect(saved.body.errors.map((error) => error.path).sort()).toEqual([
      "/sso/allowedDomains/0",
      "/sso/clientSecret",
      "/sso/issuer",
    ]);
    const mfa = await owner.call<{ requireMfa: boolean }>("PATCH", "/api/admin/security-settings", {
      requireMfa: true,
    });
    expect(mfa.body.requireMfa).toBe(true);
  });
});

describe("single sign-on's public start", () => {
  // Small limits for this block, each start from an address of its own unless a test says otherwise
  // (X-Forwarded-For behind one trusted proxy).
  const LIMITS = {
    TRUSTED_PROXY_HOPS: "1",
    RATE_LIMIT_SSO_START_PER_IP: "3/15m",
    RATE_LIMIT_SSO_START_PER_EMPLOYER: "5/15m",
  };
  throttleEnvForSuite(LIMITS);
  const newAddress = () => `10.${[...randomBytes(3)].join(".")}`;
  const throttled = "/admin/sign-in?sso_error=sso_throttled";
  const rowsOf = async () => {
    const db = await getDb();
    const [spent] = await db.select({ n: sql<number>`count(*)::int` }).from(ssoSpentStates);
    const [queued] = await db.select({ n: sql<number>`count(*)::int` }).from(auditQueue);
    const counters = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, "sso-start-%"));
    return { spent: spent!.n, audit: queued!.n, counters: counters.length };
  };

  it("is throttled per client address, before the e-mail is looked up", async () => {
    const { domain } = await employerWithSso();
    const address = newAddress();
    for (let i = 0; i < 3; i++) {
      const { location } = await startSso(`ann.${i}@${domain}`, address);
      expect(location.startsWith(provider.issuer)).toBe(true);
    }
    // The fourth from that address goes nowhere near a provider, whatever the address typed.
    expect((await startSso(`bob@${domain}`, address)).location).toBe(throttled);
    expect((await startSso(`bob@unknown-${domain}`, address)).location).toBe(throttled);
    const fourth = await startSso(`bob@${domain}`, address);
    expect(fourth.attemptCookie).toBeUndefined();
    // Another address is its own count.
    expect((await startSso(`bob@${domain}`, newAddress())).location.startsWith(provider.issuer)).toBe(true);
  });

  it("is throttled per employer, whatever the addresses; other employers unaffected", async () => {
    const { domain } = await employerWithSso();
    const other = await employerWithSso();
    for (let i = 0; i < 5; i++)
      expect((await startSso(`ann.${i}@${domain}`, newAddress())).location.startsWith(provider.issuer)).toBe(true);
    expect((await startSso(`ann@${domain}`, newAddress())).location).toBe(throttled);
    expect((await startSso(`ann@${other.domain}`, newAddress())).location.startsWith(provider.issuer)).toBe(true);
  });

  it("counts callbacks without an attempt's cookie against the address too: no unbounded refusals on record", async () => {
    const address = newAddress();
    const refusalsOnRecord = async () => (await auditOf(null, "hr.sign_in_failed")).length;
    const before = await refusalsOnRecord();
    const bare = () => callBack(`${redirectUri()}?code=made-up&state=made-up`, undefined, address);
    for (let i = 0; i < 3; i++)
      expect((await bare()).headers.get("location")).toBe("/admin/sign-in?sso_error=sso_failed");
    expect(await refusalsOnRecord()).toBe(before + 3);
    for (let i = 0; i < 3; i++) expect((await bare()).headers.get("location")).toBe(throttled);
    expect(await refusalsOnRecord()).toBe(before + 3);
  });

  it("writes nothing per start: no attempt rows, no audit, one counter per address and employer", async () => {
    const { domain } = await employerWithSso();
    const address = newAddress();
    const before = await rowsOf();
    for (let i = 0; i < 3; i++) await startSso(`ann.${i}@${domain}`, address);
    for (let i = 0; i < 3; i++) await startSso(`ann.${i}@${domain}`, address);
    const after = await rowsOf();
    expect(after.spent).toBe(before.spent);
    expect(after.audit).toBe(before.audit);
    // Six starts, three of them refused: one counter for the address and one for the employer.
    expect(after.counters - before.counters).toBe(2);
  });
});
