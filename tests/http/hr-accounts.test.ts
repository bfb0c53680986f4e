import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { accountRecoveryCodes, accountTotp, auditQueue, auditRecords, employers } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { listDevOutbox } from "@/lib/mail/send-mail";

import { createTenant, signInAdmin, type Tenant } from "../support/fixtures";
import { addTotp, hrBrowser, totpCodeNow } from "../support/hr-browser";
import { createSoftAuthenticator } from "../support/soft-authenticator";
import { httpHarness } from "../support/http-harness";

// Issue 26 items 1, 2 and 5 through HTTP, on both databases: the team and its invitations, TOTP
// with recovery codes, passkeys, require-MFA enrolment, step-up, and sessions.

const { server } = httpHarness({ tenant: false });

const browser = () => hrBrowser(server.baseUrl);
const origin = () => getEnv().PUBLIC_BASE_URL;
const codeNow = totpCodeNow;

async function inviteAndJoin(owner: Awaited<ReturnType<typeof signInAdmin>>, role: "owner" | "admin" | "viewer") {
  const email = `teammate.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const invited = await owner.call<{ id: string; role: string }>("POST", "/api/admin/team/invites", {
    email,
    name: "Terry Teammate",
    role,
  });
  expect(invited.status).toBe(201);
  const [mail] = await listDevOutbox({ to: email });
  const token = /\/admin\/join#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  const person = browser();
  const password = "correct horse battery staple";
  const joined = await person.call<{ signedIn: boolean; next?: string }>("POST", "/api/admin/join", {
    token,
    password,
  });
  return { email, password, token, person, joined, inviteId: invited.body.id };
}

describe("the team", () => {
  let tenant: Tenant;
  let owner: Awaited<ReturnType<typeof signInAdmin>>;
  beforeAll(async () => {
    tenant = await createTenant();
    owner = await signInAdmin(server.baseUrl, tenant);
  });

  it("an owner invites a teammate by e-mail; the link works once, makes them the role chosen, and signs them in", async () => {
    const { email, token, person, joined } = await inviteAndJoin(owner, "viewer");
    expect(joined.status).toBe(201);
    expect(joined.body).toEqual({ signedIn: true });
    expect((await person.session()).body.role).toBe("viewer");
    // Single-use: the same link again, or its preview, is refused.
    const again = await browser().call("POST", "/api/admin/join", { token, password: "another long password" });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: "invite_invalid" });
    expect((await browser().call("POST", "/api/admin/join/preview", { token })).status).toBe(404);
    // The viewer cannot export; the team lists them.
    expect((await person.call("GET", "/api/admin/employees/export")).status).toBe(403);
    const team = await owner.call<{ people: Array<{ email: string; role: string; isYou: boolean }> }>(
      "GET",
      "/api/admin/team",
    );
    expect(team.body.people.find((member) => member.email === email)).toMatchObject({ role: "viewer", isYou: false });
    // The token never appears in what the API answers.
    expect(team.text).not.toContain(token);
  });

  it("previews an invitation, refuses a short password, and keeps the link usable after a refusal", async () => {
    const email = `preview.${Math.random().toString(36).slice(2, 10)}@example.com`;
    await owner.call("POST", "/api/admin/team/invites", { email, name: "Pat Preview", role: "admin" });
    const [mail] = await listDevOutbox({ to: email });
    const token = /\/admin\/join#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const preview = await browser().call("POST", "/api/admin/join/preview", { token });
    expect(preview.body).toMatchObject({ email, name: "Pat Preview", role: "admin", requireMfa: false });
    const short = await browser().call("POST", "/api/admin/join", { token, password: "short" });
    expect(short.status).toBe(422);
    expect((await browser().call("POST", "/api/admin/join/preview", { token })).status).toBe(200);
    // An address that already has an HR account cannot be invited.
    const taken = await owner.call("POST", "/api/admin/team/invites", {
      email: owner.email,
      name: "Me",
      role: "admin",
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "email_taken" });
  });

  it("a withdrawn invitation no longer works", async () => {
    const email = `withdrawn.${Math.random().toString(36).slice(2, 10)}@example.com`;
    const invited = await owner.call<{ id: string }>("POST", "/api/admin/team/invites", {
      email,
      name: "Wes",
      role: "viewer",
    });
    expect((await owner.call("POST", `/api/admin/team/invites/${invited.body.id}/withdraw`)).status).toBe(204);
    const [mail] = await listDevOutbox({ to: email });
    const token = /\/admin\/join#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(
      (await browser().call("POST", "/api/admin/join", { token, password: "a long enough password" })).status,
    ).toBe(404);
  });

  it("changes roles, disables (ending their sessions at once), enables and removes; an employer keeps an active owner", async () => {
    const { person, email, password } = await inviteAndJoin(owner, "admin");
    const team = await owner.call<{ people: Array<{ id: string; email: string }> }>("GET", "/api/admin/team");
    const id = team.body.people.find((member) => member.email === email)!.id;

    expect((await owner.call("PATCH", `/api/admin/team/${id}`, { role: "owner" })).status).toBe(200);
    expect((await person.session()).body.role).toBe("owner");
    // Two owners now: the first may step down, but the last one may not.
    const me = team.body.people.find((member) => member.email === owner.email)!.id;
    expect((await owner.call("PATCH", `/api/admin/team/${me}`, { role: "admin" })).status).toBe(200);
    const last = await person.call("PATCH", `/api/admin/team/${id}`, { role: "viewer" });
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ code: "last_owner" });
    expect((await person.call("POST", `/api/admin/team/${id}/disable`)).status).toBe(409);
    expect((await person.call("DELETE", `/api/admin/team/${id}`)).status).toBe(409);
    // The former owner is an admin now: the team is no longer theirs to manage.
    expect((await owner.call("GET", "/api/admin/team")).status).toBe(403);
    expect((await person.call("PATCH", `/api/admin/team/${me}`, { role: "owner" })).status).toBe(200);

    // Disabled: their session stops at once, and they cannot sign in.
    expect((await owner.call("POST", `/api/admin/team/${id}/disable`)).status).toBe(204);
    expect((await person.call("GET", "/api/admin/session")).status).toBe(401);
    expect((await browser().signIn(email, password)).status).toBe(401);
    expect((await owner.call("POST", `/api/admin/team/${id}/enable`)).status).toBe(204);
    expect((await browser().signIn(email, password)).body).toEqual({ signedIn: true });
    expect((await owner.call("DELETE", `/api/admin/team/${id}`)).status).toBe(204);
    expect((await browser().signIn(email, password)).status).toBe(401);
    // Another employer's people are not found.
    const other = await signInAdmin(server.baseUrl, await createTenant());
    expect((await other.call("POST", `/api/admin/team/${me}/disable`)).status).toBe(404);
  });
});

describe("second factors", () => {
  it("TOTP: enrolled by QR code with ten recovery codes; sign-in then asks for a code, refuses a wrong or reused one alike, and takes a recovery code once", async () => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    const me = browser();
    await me.signIn(admin.email, admin.password);
    await me.session();
    const { secret, recoveryCodes } = await addTotp(me);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await (
      await getDb()
    )
      .select()
      .from(accountRecoveryCodes)
      .where(eq(accountRecoveryCodes.accountId, admin.adminId));
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code);
    const [app] = await (await getDb()).select().from(accountTotp).where(eq(accountTotp.accountId, admin.adminId));
    expect(app!.secretEncrypted).not.toContain(secret);

    // The password alone no longer signs in.
    const next = browser();
    const answer = await next.signIn(admin.email, admin.password);
    expect(answer.body).toMatchObject({ signedIn: false, next: "second_factor", methods: ["totp", "recovery_code"] });
    expect((await next.call("GET", "/api/admin/session")).status).toBe(401);
    const wrong = await next.call("POST", "/api/admin/sign-in/factor", { method: "totp", code: "000000" });
    const wrongRecovery = await next.call("POST", "/api/admin/sign-in/factor", {
      method: "recovery_code",
      code: "AAAAA-AAAAA",
    });
    expect(wrong.status).toBe(401);
    expect(wrongRecovery.status).toBe(401);
    // The same answer whatever failed.
    expect((wrong.body as { detail: string }).detail).toBe((wrongRecovery.body as { detail: string }).detail);
    // The code the app shows next (the one just used at enrolment is spent).
    const code = codeNow(secret, 1);
    expect((await next.call("POST", "/api/admin/sign-in/factor", { method: "totp", code })).body).toEqual({
      signedIn: true,
    });
    expect((await next.session()).status).toBe(200);

    // The same code again, in another browser: refused (spent).
    const replay = browser();
    await replay.signIn(admin.email, admin.password);
    expect((await replay.call("POST", "/api/admin/sign-in/factor", { method: "totp", code })).status).toBe(401);
    // A recovery code works once.
    expect(
      (
        await replay.call("POST", "/api/admin/sign-in/factor", {
          method: "recovery_code",
          code: recoveryCodes[0]!.toLowerCase(),
        })
      ).body,
    ).toEqual({ signedIn: true });
    const again = browser();
    await again.signIn(admin.email, admin.password);
    expect(
      (await again.call("POST", "/api/admin/sign-in/factor", { method: "recovery_code", code: recoveryCodes[0] }))
        .status,
    ).toBe(401);
    const account = await replay.call<{ recoveryCodesLeft: number; totp: unknown }>("GET", "/api/admin/account");
    expect(account.body.recoveryCodesLeft).toBe(9);
    expect(account.body.totp).not.toBeNull();
  });

  it("passkeys: added as a factor, then a sign-in on their own without an e-mail; a replayed assertion or another origin is refused", async () => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    const me = browser();
    await me.signIn(admin.email, admin.password);
    await me.session();
    const key = createSoftAuthenticator();
    const options = await me.call<Parameters<typeof key.register>[0]["options"]>(
      "POST",
      "/api/admin/account/passkeys/options",
    );
    const registered = await me.call<{ passkey: { id: string }; recoveryCodes: string[] }>(
      "POST",
      "/api/admin/account/passkeys",
      {
        response: key.register({ options: options.body, origin: origin() }),
        name: "Laptop",
      },
    );
    expect(registered.status).toBe(201);
    expect(registered.body.recoveryCodes).toHaveLength(10);

    // The password now asks for the passkey.
    const second = browser();
    expect((await second.signIn(admin.email, admin.password)).body).toMatchObject({
      next: "second_factor",
      methods: ["passkey", "recovery_code"],
    });
    const factorOptions = await second.call<Parameters<typeof key.authenticate>[0]["options"]>(
      "POST",
      "/api/admin/sign-in/factor/options",
    );
    const assertion = key.authenticate({ options: factorOptions.body, origin: origin() });
    expect(
      (await second.call("POST", "/api/admin/sign-in/factor", { method: "passkey", response: assertion })).body,
    ).toEqual({
      signedIn: true,
    });
    // The same assertion again: its challenge is spent.
    const replay = browser();
    await replay.signIn(admin.email, admin.password);
    expect(
      (await replay.call("POST", "/api/admin/sign-in/factor", { method: "passkey", response: assertion })).status,
    ).toBe(401);

    // A passkey alone signs in, without an e-mail.
    const alone = browser();
    const signInOptions = await alone.call<Parameters<typeof key.authenticate>[0]["options"]>(
      "POST",
      "/api/admin/sign-in/passkey/options",
    );
    expect(signInOptions.body.allowCredentials ?? []).toEqual([]);
    const signedIn = await alone.call("POST", "/api/admin/sign-in/passkey", {
      response: key.authenticate({ options: signInOptions.body, origin: origin() }),
    });
    expect(signedIn.body).toEqual({ signedIn: true });
    expect((await alone.session()).status).toBe(200);
    // Signed by the right key but for another site: refused.
    const phished = browser();
    const phishOptions = await phished.call<Parameters<typeof key.authenticate>[0]["options"]>(
      "POST",
      "/api/admin/sign-in/passkey/options",
    );
    const wrongOrigin = await phished.call("POST", "/api/admin/sign-in/passkey", {
      response: key.authenticate({ options: phishOptions.body, origin: "https://benefits-hr.example.net" }),
    });
    expect(wrongOrigin.status).toBe(401);
    // Garbage is a refusal, never a 500.
    for (const response of [{}, { id: "x", response: { clientDataJSON: "%%%" } }, { id: 1, type: "public-key" }])
      expect((await browser().call("POST", "/api/admin/sign-in/passkey", { response })).status).toBe(401);
  });

  it("an employer that requires MFA sends a person without a factor to enrol before anything else", async () => {
    const tenant = await createTenant();
    await (await getDb()).update(employers).set({ requireMfa: true }).where(eq(employers.id, tenant.employerId));
    const { createAdminUser } = await import("@/lib/services/admin/create-admin-user");
    const email = `mfa.${Math.random().toString(36).slice(2, 10)}@example.com`;
    await createAdminUser({
      ctx: { db: await getDb(), actor: { type: "system", name: "test" } },
      input: { employerId: tenant.employerId, email, name: "Mo", password: "a long enough password", role: "owner" },
    });
    const me = browser();
    expect((await me.signIn(email, "a long enough password")).body).toMatchObject({ signedIn: false, next: "enrol" });
    // Nothing but enrolment: the HR area answers 401.
    expect((await me.call("GET", "/api/admin/employees")).status).toBe(401);
    expect((await me.call("GET", "/api/admin/account")).status).toBe(200);
    await addTotp(me);
    expect((await me.call("GET", "/api/admin/employees")).status).toBe(200);
  });
});

describe("step-up", () => {
  it("asks for a fresh factor before an export once 10 minutes have passed, and takes the password from a person without one", async () => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    const db = await getDb();
    const { accountSessions } = await import("@/db/schema");
    const age = async () =>
      db
        .update(accountSessions)
        .set({ factorAt: new Date(Date.now() - 10 * 60 * 1000 - 1000) })
        .where(eq(accountSessions.accountId, admin.adminId));
    await age();
    const refused = await admin.call("GET", "/api/admin/employees/export");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "step_up_required", methods: "password" });
    expect((await admin.call("POST", "/api/admin/step-up", { method: "password", password: "wrong" })).status).toBe(
      401,
    );
    expect(
      (await admin.call("POST", "/api/admin/step-up", { method: "password", password: admin.password })).status,
    ).toBe(204);
    expect((await admin.call("GET", "/api/admin/employees/export")).status).toBe(200);

    // With a factor, the password no longer steps up: the factor does.
    const me = browser();
    await me.signIn(admin.email, admin.password);
    await me.session();
    const { secret } = await addTotp(me);
    await age();
    expect((await me.call("POST", "/api/admin/api-clients", { name: "Needs step-up" })).status).toBe(403);
    expect((await me.call("POST", "/api/admin/step-up", { method: "password", password: admin.password })).status).toBe(
      401,
    );
    expect((await me.call("POST", "/api/admin/step-up", { method: "totp", code: codeNow(secret, 1) })).status).toBe(
      204,
    );
    expect((await me.call("POST", "/api/admin/api-clients", { name: "After step-up" })).status).toBe(201);
    const account = await me.call<{ stepUpUntil: string }>("GET", "/api/admin/account");
    expect(new Date(account.body.stepUpUntil).getTime()).toBeGreaterThan(Date.now() + 9 * 60 * 1000);
  });
});

describe("sessions", () => {
  it("each person lists their open sessions (device, address, last seen) and ends any; an owner ends a teammate's", async () => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    const laptop = browser();
    await laptop.signIn(admin.email, admin.password);
    await laptop.session();
    const listed = await laptop.call<{
      data: Array<{ id: string; current: boolean; method: string; userAgent: string | null }>;
    }>("GET", "/api/admin/account/sessions");
    expect(listed.body.data).toHaveLength(2);
    expect(listed.body.data.filter((session) => session.current)).toHaveLength(1);
    expect(listed.body.data.every((session) => session.method === "password")).toBe(true);
    const other = listed.body.data.find((session) => !session.current)!;
    expect((await laptop.call("POST", `/api/admin/account/sessions/${other.id}/end`)).status).toBe(204);
    // The fixture's session was that one: it is over.
    expect((await admin.call("GET", "/api/admin/session")).status).toBe(401);
    expect((await laptop.call("POST", `/api/admin/account/sessions/${other.id}/end`)).status).toBe(404);

    const owner = await signInAdmin(server.baseUrl, tenant);
    const team = await owner.call<{ people: Array<{ id: string; email: string; openSessions: number }> }>(
      "GET",
      "/api/admin/team",
    );
    const mine = team.body.people.find((member) => member.email === admin.email)!;
    expect(mine.openSessions).toBe(1);
    expect((await owner.call("POST", `/api/admin/team/${mine.id}/end-sessions`)).status).toBe(204);
    expect((await laptop.call("GET", "/api/admin/session")).status).toBe(401);
    // Every end is on record.
    while ((await (await getDb()).select().from(auditQueue).limit(1)).length > 0)
      await (
        await import("@/lib/services/audit/seal-audit-records")
      ).sealAuditRecords({
        ctx: { db: await getDb(), actor: { type: "system", name: "test" } },
        retentionDays: 2557,
      });
    const ends = await (
      await getDb()
    )
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.employerId, tenant.employerId));
    expect(
      ends.filter((record) => record.action === "hr.session_ended").map((record) => record.details.reason),
    ).toEqual(["ended_by_self", "ended_by_owner"]);
  });
});
