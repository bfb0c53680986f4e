import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { accountSessions, webauthnChallenges } from "@/db/schema";
import { PEER_ADDRESS_HEADER } from "@/lib/api/origin";
import { getEnv } from "@/lib/env";
import { listDevOutbox } from "@/lib/mail/send-mail";

import { createTenant, signInAdmin } from "../support/fixtures";
import { addTotp, hrBrowser, totpCodeNow } from "../support/hr-browser";
import { createSoftAuthenticator } from "../support/soft-authenticator";
import { httpHarness } from "../support/http-harness";
import { throttleEnvForSuite } from "../support/throttle-env";

// Issue 37 items 1–3 and 6, on PostgreSQL (and on PGlite with INTEGRATION_PGLITE=all: nothing here
// differs by database): what a stale or stolen HR session can no longer do.
// The security review planted a passkey from a session past its step-up window, switched MFA off
// and re-pointed single sign-on without step-up, invited an owner, wore a second factor down by
// signing in again with the right password between guesses, and ended another employer's
// teammate's sessions (204). Each test here failed before its fix.

const LIMITS = {
  RATE_LIMIT_ADMIN_SECOND_FACTOR_FAILURES_PER_ACCOUNT: "5/15m",
  RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_IP: "100/15m",
  RATE_LIMIT_PASSKEY_OPTIONS_PER_IP: "4/5m",
};

throttleEnvForSuite(LIMITS);
const { server } = httpHarness({ tenant: false });

const origin = () => getEnv().PUBLIC_BASE_URL;
/**
 * A new client address for each caller, as an attacker spreading guesses would use: never one
 * another caller of this file had (a random one once drew the address whose passkey options were
 * already throttled, and its sign-in had no challenge to answer).
 */
let addresses = 0;
const someAddress = () => {
  addresses += 1;
  return `198.51.${100 + Math.floor(addresses / 250)}.${1 + (addresses % 250)}`;
};
const browser = (address = someAddress()) => hrBrowser(server.baseUrl, { headers: { [PEER_ADDRESS_HEADER]: address } });

/** Every open session of the person proved who it is eleven minutes ago: past the step-up window. */
async function staleSessions(adminId: string) {
  await (
    await getDb()
  )
    .update(accountSessions)
    .set({ factorAt: new Date(Date.now() - 11 * 60 * 1000) })
    .where(eq(accountSessions.accountId, adminId));
}

/** An owner signed in with a password in a browser of their own (no factor yet). */
async function ownerBrowser(tenant: Awaited<ReturnType<typeof createTenant>>) {
  const admin = await signInAdmin(server.baseUrl, tenant);
  const me = browser();
  expect((await me.signIn(admin.email, admin.password)).body).toEqual({ signedIn: true });
  await me.session();
  return { admin, me };
}

/** The security notices an address received: their plain-text parts, newest first. */
const notices = async (to: string) =>
  (await listDevOutbox({ to })).filter((mail) => mail.subject.includes("security change"));

describe("step-up before anything that hands the account to someone else", () => {
  it("a stale session cannot plant a passkey or an authenticator app; after step-up it can, and the person is told", async () => {
    const tenant = await createTenant();
    const { admin, me } = await ownerBrowser(tenant);
    const { secret, recoveryCodes } = await addTotp(me);
    await staleSessions(admin.adminId);

    // The review's attack: options and registration from the stale session.
    const options = await me.call("POST", "/api/admin/account/passkeys/options");
    expect(options.status).toBe(403);
    expect(options.body).toMatchObject({ code: "step_up_required", methods: "factor" });
    const key = createSoftAuthenticator();
    expect((await me.call("POST", "/api/admin/account/totp/setup")).status).toBe(403);
    expect((await me.call("POST", "/api/admin/account/recovery-codes")).status).toBe(403);

    // With the factor given again, the passkey goes in, and a notice says so.
    expect((await me.call("POST", "/api/admin/step-up", { method: "totp", code: totpCodeNow(secret, 1) })).status).toBe(
      204,
    );
    const fresh = await me.call<Parameters<typeof key.register>[0]["options"]>(
      "POST",
      "/api/admin/account/passkeys/options",
    );
    expect(fresh.status).toBe(200);
    // The step-up window closes between the options and the registration: refused again.
    await staleSessions(admin.adminId);
    const late = await me.call("POST", "/api/admin/account/passkeys", {
      response: key.register({ options: fresh.body, origin: origin() }),
      name: "Planted",
    });
    expect(late.status).toBe(403);
    // (The app's code of this step is spent: a recovery code steps up as well.)
    expect(
      (await me.call("POST", "/api/admin/step-up", { method: "recovery_code", code: recoveryCodes[0] })).status,
    ).toBe(204);
    const again = await me.call<Parameters<typeof key.register>[0]["options"]>(
      "POST",
      "/api/admin/account/passkeys/options",
    );
    const added = await me.call("POST", "/api/admin/account/passkeys", {
      response: key.register({ options: again.body, origin: origin() }),
      name: "Work laptop",
    });
    expect(added.status, added.text).toBe(201);
    const [notice] = await notices(admin.email);
    expect(notice?.text).toContain("A passkey named “Work laptop” was added to your account.");
    expect(notice?.text).toMatch(/From: 198\.51\.\d+\.\d+/);
    expect(notice?.text).toContain(`${origin()}/admin/account`);
    expect((await notices(admin.email)).some((mail) => mail.text.includes("An authenticator app was added"))).toBe(
      true,
    );

    // Within the window: new recovery codes, then the passkey removed, each told too.
    expect((await me.call("POST", "/api/admin/account/recovery-codes")).status).toBe(200);
    const [codesNotice] = await notices(admin.email);
    expect(codesNotice?.text).toContain("New recovery codes were made for your account");
    const passkeyId = (added.body as { passkey: { id: string } }).passkey.id;
    expect((await me.call("DELETE", `/api/admin/account/passkeys/${passkeyId}`)).status).toBe(204);
    const [removedNotice] = await notices(admin.email);
    expect(removedNotice?.text).toContain("A passkey was removed from your account.");
    expect(removedNotice?.text).toContain(`${origin()}/admin/account`);
  });

  it("a person without a factor adds their first one only within the window (the password steps up)", async () => {
    const tenant = await createTenant();
    const { admin, me } = await ownerBrowser(tenant);
    await staleSessions(admin.adminId);
    const refused = await me.call("POST", "/api/admin/account/passkeys/options");
    expect(refused.body).toMatchObject({ code: "step_up_required", methods: "password" });
    expect((await me.call("POST", "/api/admin/step-up", { method: "password", password: admin.password })).status).toBe(
      204,
    );
    expect((await me.call("POST", "/api/admin/account/passkeys/options")).status).toBe(200);
  });

  it("security settings: a stale session can neither switch MFA off nor re-point single sign-on; every owner hears of a change", async () => {
    const tenant = await createTenant();
    const other = await signInAdmin(server.baseUrl, tenant);
    const { admin, me } = await ownerBrowser(tenant);
    const { secret } = await addTotp(me);
    expect((await me.call("PATCH", "/api/admin/security-settings", { requireMfa: true })).status).toBe(200);
    await staleSessions(admin.adminId);
    const off = await me.call("PATCH", "/api/admin/security-settings", { requireMfa: false });
    expect(off.status).toBe(403);
    expect(off.body).toMatchObject({ code: "step_up_required" });
    const sso = await me.call("PATCH", "/api/admin/security-settings", {
      sso: {
        enabled: true,
        issuer: "https://idp.attacker.example",
        clientId: "x",
        clientSecret: "y",
        allowedDomains: ["example.com"],
        roleClaim: "groups",
        scopes: [],
        roleMapping: {},
        defaultRole: "owner",
        required: false,
        breakGlassAdminId: null,
      },
    });
    expect(sso.status).toBe(403);
    const settings = await me.call<{ requireMfa: boolean; sso: unknown }>("GET", "/api/admin/security-settings");
    expect(settings.body).toMatchObject({ requireMfa: true, sso: null });

    expect((await me.call("POST", "/api/admin/step-up", { method: "totp", code: totpCodeNow(secret, 1) })).status).toBe(
      204,
    );
    expect((await me.call("PATCH", "/api/admin/security-settings", { requireMfa: false })).status).toBe(200);
    for (const owner of [admin.email, other.email]) {
      const [notice] = await notices(owner);
      expect(notice?.text, owner).toContain("security settings were changed: require MFA off");
      expect(notice?.text).toContain(`By: HR Tester <${admin.email}>`);
      expect(notice?.text).toContain(`${origin()}/admin/security`);
    }
  });

  it("inviting a teammate needs step-up; an owner invited is told to every owner", async () => {
    const tenant = await createTenant();
    const other = await signInAdmin(server.baseUrl, tenant);
    const { admin, me } = await ownerBrowser(tenant);
    await staleSessions(admin.adminId);
    const email = `new.owner.${randomBytes(3).toString("hex")}@example.com`;
    const invite = { email, name: "New Owner", role: "owner" };
    const refused = await me.call("POST", "/api/admin/team/invites", invite);
    expect(refused.status).toBe(403);
    expect(await listDevOutbox({ to: email })).toHaveLength(0);
    await me.call("POST", "/api/admin/step-up", { method: "password", password: admin.password });
    expect((await me.call("POST", "/api/admin/team/invites", invite)).status).toBe(201);
    const [notice] = await notices(other.email);
    expect(notice?.text).toContain(`${email} was invited to the HR team as owner.`);
  });
});

describe("the second factor's own count", () => {
  it("a right password between guesses no longer clears it: wrong codes from many addresses lock the factor", async () => {
    const tenant = await createTenant();
    const { admin, me } = await ownerBrowser(tenant);
    const { secret } = await addTotp(me);
    const wrong = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");
    // Five rounds, each a new address: the right password (which reset everything before), then a wrong code.
    for (let round = 0; round < 5; round += 1) {
      const attacker = browser();
      expect((await attacker.signIn(admin.email, admin.password)).body).toMatchObject({ next: "second_factor" });
      const guess = await attacker.call("POST", "/api/admin/sign-in/factor", {
        method: "totp",
        code: wrong(totpCodeNow(secret)),
      });
      expect(guess.status, `round ${round}`).toBe(round < 4 ? 401 : 429);
    }
    // Locked: the right code from yet another address is refused too, saying when to retry.
    const person = browser();
    await person.signIn(admin.email, admin.password);
    const locked = await person.call("POST", "/api/admin/sign-in/factor", {
      method: "totp",
      code: totpCodeNow(secret),
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: "sign_in_locked" });
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("sessions", () => {
  it("a second factor moves the sign-in to a new session id, cookie and CSRF token: the cookie from before it is dead", async () => {
    const tenant = await createTenant();
    const { admin, me } = await ownerBrowser(tenant);
    const { secret } = await addTotp(me);
    const person = browser();
    expect((await person.signIn(admin.email, admin.password)).body).toMatchObject({ next: "second_factor" });
    const before = person.sessionCookie()!;
    // Owing a factor, the account is not open yet.
    expect((await person.call("GET", "/api/admin/account")).status).toBe(401);
    const done = await person.call("POST", "/api/admin/sign-in/factor", {
      method: "totp",
      code: totpCodeNow(secret, 1),
    });
    expect(done.body).toEqual({ signedIn: true });
    expect(person.sessionCookie()).toBeDefined();
    expect(person.sessionCookie()).not.toBe(before);
    expect((await person.session()).status).toBe(200);
    // Whoever kept the cookie from before the factor holds nothing.
    const fixed = await fetch(`${server.baseUrl}/api/admin/session`, { headers: { cookie: `bo_session=${before}` } });
    expect(fixed.status).toBe(401);
    const listed = await person.call<{ data: Array<{ current: boolean }> }>("GET", "/api/admin/account/sessions");
    expect(listed.body.data.filter((session) => session.current)).toHaveLength(1);
  });

  it("enrolling a first factor moves the sign-in to a new session id and cookie: the cookie from before it is dead", async () => {
    const tenant = await createTenant();
    const teammate = await signInAdmin(server.baseUrl, tenant, "admin");
    const { me } = await ownerBrowser(tenant);
    await addTotp(me);
    expect((await me.call("PATCH", "/api/admin/security-settings", { requireMfa: true })).status).toBe(200);
    const person = browser();
    expect((await person.signIn(teammate.email, teammate.password)).body).toMatchObject({ next: "enrol" });
    const before = person.sessionCookie()!;
    expect((await person.call("GET", "/api/admin/employees")).status).toBe(401);
    await addTotp(person);
    expect(person.sessionCookie()).toBeDefined();
    expect(person.sessionCookie()).not.toBe(before);
    expect((await person.call("GET", "/api/admin/employees")).status).toBe(200);
    const fixed = await fetch(`${server.baseUrl}/api/admin/session`, { headers: { cookie: `bo_session=${before}` } });
    expect(fixed.status).toBe(401);
  });

  it("switching require-MFA on sends open sessions of people without a factor back to enrol", async () => {
    const tenant = await createTenant();
    const teammate = await signInAdmin(server.baseUrl, tenant, "admin");
    const { me } = await ownerBrowser(tenant);
    await addTotp(me);
    expect((await teammate.call("GET", "/api/admin/employees")).status).toBe(200);
    expect((await me.call("PATCH", "/api/admin/security-settings", { requireMfa: true })).status).toBe(200);
    // Nothing but enrolment for the teammate; the owner, who has a factor, carries on.
    expect((await teammate.call("GET", "/api/admin/employees")).status).toBe(401);
    expect((await teammate.call("GET", "/api/admin/account")).status).toBe(200);
    expect((await me.call("GET", "/api/admin/employees")).status).toBe(200);
  });

  it("another employer's teammate is not found: their sessions are neither listed nor ended (404)", async () => {
    const mine = await createTenant();
    const theirs = await createTenant();
    const owner = await signInAdmin(server.baseUrl, mine);
    const stranger = await signInAdmin(server.baseUrl, theirs, "admin");
    expect((await owner.call("POST", `/api/admin/team/${stranger.adminId}/end-sessions`)).status).toBe(404);
    expect((await owner.call("GET", `/api/admin/team/${stranger.adminId}/sessions`)).status).toBe(404);
    expect((await stranger.call("GET", "/api/admin/session")).status).toBe(200);
    expect((await owner.call("POST", "/api/admin/team/adm_unknown/end-sessions")).status).toBe(404);
  });
});

describe("the public passkey sign-in", () => {
  it("stores nothing for options, is throttled per address, and takes an answer only from the browser that asked, once", async () => {
    const db = await getDb();
    const tenant = await createTenant();
    const { me } = await ownerBrowser(tenant);
    const key = createSoftAuthenticator();
    const options = await me.call<Parameters<typeof key.register>[0]["options"]>(
      "POST",
      "/api/admin/account/passkeys/options",
    );
    expect(
      (
        await me.call("POST", "/api/admin/account/passkeys", {
          response: key.register({ options: options.body, origin: origin() }),
          name: "Key",
        })
      ).status,
    ).toBe(201);
    const rows = async () => (await db.select().from(webauthnChallenges)).length;

    const flood = browser();
    const before = await rows();
    const answers = [];
    for (let call = 0; call < 6; call += 1)
      answers.push((await flood.call("POST", "/api/admin/sign-in/passkey/options")).status);
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await rows()).toBe(before);

    // The answer to one browser's options, sent from another (no challenge cookie): refused.
    const asker = browser();
    const asked = await asker.call<Parameters<typeof key.authenticate>[0]["options"]>(
      "POST",
      "/api/admin/sign-in/passkey/options",
    );
    expect(asked.status).toBe(200);
    const assertion = key.authenticate({ options: asked.body, origin: origin() });
    expect((await browser().call("POST", "/api/admin/sign-in/passkey", { response: assertion })).status).toBe(401);
    // From the browser that asked: signed in, and the cookie is spent.
    const replayJar = new Map(asker.jar);
    expect((await asker.call("POST", "/api/admin/sign-in/passkey", { response: assertion })).body).toEqual({
      signedIn: true,
    });
    // The same answer replayed with the cookie copied from before: the challenge was spent.
    const replay = browser();
    for (const [name, value] of replayJar) replay.jar.set(name, value);
    expect((await replay.call("POST", "/api/admin/sign-in/passkey", { response: assertion })).status).toBe(401);
    expect((await me.call("GET", "/api/admin/session")).status).toBe(200);
  });
});
