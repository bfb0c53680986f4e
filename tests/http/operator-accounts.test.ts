import { spawn } from "node:child_process";

import { and, eq, isNull, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { accountInvites, accounts, auditQueue, auditRecords } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { listDevOutbox } from "@/lib/mail/send-mail";
import { operatorAccountSchema, operatorInvitePreviewSchema } from "@/lib/schemas/responses/operator-account";
import { systemWideContext } from "@/lib/services/context";
import { inviteFirstOperatorOwner } from "@/lib/services/operators/invite-first-owner";

import { commandArgs } from "../support/commands";
import { createTenant, signInAdmin } from "../support/fixtures";
import { hrBrowser, totpCodeNow, type HrBrowser } from "../support/hr-browser";
import { httpHarness } from "../support/http-harness";
import { ageFactor, signedInOperator } from "../support/operator-browser";
import { createSoftAuthenticator } from "../support/soft-authenticator";

// The operators' accounts (docs/operator.md): the first owner's link from the server's shell, the
// join that enrols a passkey or an authenticator app before anything else (no operator goes
// without one), sign-in with a passkey alone or a password and a factor, the operators' own
// cookie, and every step in the platform's audit trail. One account machinery with HR's: the same
// factor and step-up use cases, and neither realm's credentials open the other's doors.

const { server } = httpHarness({ tenant: false });

const browser = () => hrBrowser(server.baseUrl);
const origin = () => getEnv().PUBLIC_BASE_URL;
const password = "correct horse battery staple";

/** A fresh e-mail, and a clean slate: no active owner, so the shell may make one. */
async function firstOwnerLink(email = `ops.${Math.random().toString(36).slice(2, 10)}@program.example`) {
  const db = await getDb();
  // Each test makes its own first owner: earlier tests' owners are retired (disabled) first.
  await db
    .update(accounts)
    .set({ disabledAt: new Date() })
    .where(and(eq(accounts.realm, "operator"), isNull(accounts.disabledAt)));
  const { url, expiresAt } = await inviteFirstOperatorOwner({
    ctx: systemWideContext(db, "operator:create"),
    email,
    name: "Olu Owner",
    shell: { user: "deploy", host: "app-1" },
  });
  const token = /\/operator\/join#([A-Za-z0-9_-]+)$/.exec(url)![1]!;
  return { email, token, expiresAt };
}

/** The console's calls, with the operator's own cookie (bo_operator) and CSRF token. */
const operatorAccount = (as: HrBrowser) =>
  as.call<{ role: string; stepUpUntil: string | null; csrfToken: string }>("GET", "/api/operator/account");

describe("operators' accounts", () => {
  it("the first owner: the shell's link joins them, a passkey is enrolled before anything else, then it signs them in alone", async () => {
    const { email, token, expiresAt } = await firstOwnerLink();
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    const me = browser();
    const preview = await me.call("POST", "/api/operator/join/preview", { token });
    expect(preview.body).toMatchObject({ email, role: "owner" });
    // The console's pages read the answers through lib/schemas/responses/operator-account.ts: strictly.
    expect(operatorInvitePreviewSchema.safeParse(preview.body).error?.issues ?? []).toEqual([]);
    const joined = await me.call("POST", "/api/operator/join", { token });
    expect(joined.status, joined.text).toBe(201);
    expect(joined.body).toMatchObject({ signedIn: false, next: "enrol" });
    // The operators' own cookie: SameSite=Strict, never the portal's and HR's.
    const cookie = joined.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^bo_operator=/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/HttpOnly/);
    // Enrolling: the account page answers, nothing else does until a factor is added.
    expect((await operatorAccount(me)).status).toBe(200);
    expect((await me.call("POST", "/api/operator/step-up/options")).status).toBe(401);
    // The link is spent.
    expect((await browser().call("POST", "/api/operator/join", { token })).body).toMatchObject({
      code: "invite_invalid",
    });

    const key = createSoftAuthenticator();
    const options = await me.call<Parameters<typeof key.register>[0]["options"]>(
      "POST",
      "/api/operator/account/passkeys/options",
    );
    expect(options.status, options.text).toBe(200);
    expect(options.body.rp.name).toBe("Benefits Operations");
    const registered = await me.call<{ recoveryCodes: string[] }>("POST", "/api/operator/account/passkeys", {
      response: key.register({ options: options.body, origin: origin() }),
      name: "Laptop",
    });
    expect(registered.status, registered.text).toBe(201);
    expect(registered.body.recoveryCodes).toHaveLength(10);
    // Signed in, under a new cookie: the account is active, and step-up is fresh.
    const account = await operatorAccount(me);
    expect(account.status).toBe(200);
    expect(account.body.role).toBe("owner");
    expect(account.body.stepUpUntil).not.toBeNull();
    expect(operatorAccountSchema.safeParse(account.body).error?.issues ?? []).toEqual([]);
    expect(account.body).toMatchObject({ hasPassword: false, totp: null, recoveryCodesLeft: 10 });

    // Later, from another browser: the passkey alone signs the operator in.
    const later = browser();
    const signInOptions = await later.call<Parameters<typeof key.authenticate>[0]["options"]>(
      "POST",
      "/api/operator/sign-in/passkey/options",
    );
    const signedIn = await later.call("POST", "/api/operator/sign-in/passkey", {
      response: key.authenticate({ options: signInOptions.body, origin: origin() }),
    });
    expect(signedIn.body).toEqual({ signedIn: true });
    expect((await operatorAccount(later)).body.role).toBe("owner");

    // HR's door does not take an operator's passkey, and the operator's cookie opens nothing of HR's.
    const atHr = browser();
    const hrOptions = await atHr.call<Parameters<typeof key.authenticate>[0]["options"]>(
      "POST",
      "/api/admin/sign-in/passkey/options",
    );
    const refused = await atHr.call("POST", "/api/admin/sign-in/passkey", {
      response: key.authenticate({ options: hrOptions.body, origin: origin() }),
    });
    expect(refused.status).toBe(401);
    expect((await later.call("GET", "/api/admin/account")).status).toBe(401);

    // Every step is in the platform's trail (no employer's).
    const actions = await platformActions();
    for (const action of ["operator.invited", "operator.joined", "operator.factor_added", "operator.signed_in"])
      expect(actions, action).toContain(action);
  });

  it("refuses the shell while an active owner exists; a second run before the link is used withdraws the first", async () => {
    const first = await firstOwnerLink();
    const again = await inviteFirstOperatorOwner({
      ctx: systemWideContext(await getDb(), "operator:create"),
      email: first.email,
      name: "Olu Owner",
      shell: { user: "deploy", host: "app-1" },
    });
    // The first link was withdrawn by the second.
    expect((await browser().call("POST", "/api/operator/join/preview", { token: first.token })).body).toMatchObject({
      code: "invite_invalid",
    });
    const token = /#([A-Za-z0-9_-]+)$/.exec(again.url)![1]!;
    const me = browser();
    expect((await me.call("POST", "/api/operator/join", { token, password })).status).toBe(201);
    // Joined but without a factor, the owner is not active yet: the shell may still make a link.
    const [open] = await (
      await getDb()
    )
      .select()
      .from(accountInvites)
      .where(
        and(
          eq(accountInvites.realm, "operator"),
          isNull(accountInvites.acceptedAt),
          isNull(accountInvites.withdrawnAt),
        ),
      );
    expect(open).toBeUndefined();
    const setup = await me.call<{ secret: string }>("POST", "/api/operator/account/totp/setup");
    expect(setup.status, setup.text).toBe(200);
    const confirmed = await me.call("POST", "/api/operator/account/totp/confirm", {
      code: totpCodeNow(setup.body.secret),
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    // Active now: the shell is refused, naming why.
    await expect(
      inviteFirstOperatorOwner({
        ctx: systemWideContext(await getDb(), "operator:create"),
        email: "someone.else@program.example",
        name: "Someone",
        shell: { user: "deploy", host: "app-1" },
      }),
    ).rejects.toMatchObject({ code: "operator_owner_exists" });

    // A password and the app's code sign the operator in; the password alone does not.
    const later = browser();
    const first1 = await later.call("POST", "/api/operator/sign-in", { email: first.email, password });
    expect(first1.body).toMatchObject({ signedIn: false, next: "second_factor", methods: ["totp", "recovery_code"] });
    expect((await operatorAccount(later)).status).toBe(401);
    const wrong = await later.call("POST", "/api/operator/sign-in/factor", { method: "totp", code: "000000" });
    expect(wrong.status).toBe(401);
    const right = await later.call("POST", "/api/operator/sign-in/factor", {
      method: "totp",
      code: totpCodeNow(setup.body.secret, 1),
    });
    expect(right.body, right.text).toEqual({ signedIn: true });
    expect((await operatorAccount(later)).body.role).toBe("owner");
    // The same e-mail and password are nobody at HR's door.
    expect((await browser().signIn(first.email, password)).status).toBe(401);
    // Signed out: the cookie opens nothing any more.
    const out = await later.call("POST", "/api/operator/sign-out");
    expect(out.status).toBe(200);
    expect((await operatorAccount(later)).status).toBe(401);
  });

  it("an HR session opens no operator door, and an operator's e-mail typed at HR's sign-in is nobody", async () => {
    const tenant = await createTenant();
    const admin = await signInAdmin(server.baseUrl, tenant);
    const hr = browser();
    await hr.signIn(admin.email, admin.password);
    await hr.session();
    expect((await hr.call("GET", "/api/operator/account")).status).toBe(401);
    expect((await hr.call("POST", "/api/operator/account/totp/setup")).status).toBe(401);
  });

  it("refuses a join with a short password, an unknown token, and a write without the CSRF token", async () => {
    const { token } = await firstOwnerLink();
    const short = await browser().call("POST", "/api/operator/join", { token, password: "short" });
    expect(short.status).toBe(422);
    expect((await browser().call("POST", "/api/operator/join", { token: "x".repeat(43) })).body).toMatchObject({
      code: "invite_invalid",
    });
    const me = browser();
    expect((await me.call("POST", "/api/operator/join", { token })).status).toBe(201);
    const cookie = me.jar.get("bo_operator")!;
    const forged = await fetch(`${server.baseUrl}/api/operator/account/totp/setup`, {
      method: "POST",
      headers: { cookie: `bo_operator=${cookie}` },
    });
    expect(forged.status).toBe(403);
  });
});

/** A passkey added to the operator's account (within the window their enrolment opened); the key, for later. */
async function addPasskey(as: HrBrowser) {
  const key = createSoftAuthenticator();
  const options = await as.call<Parameters<typeof key.register>[0]["options"]>(
    "POST",
    "/api/operator/account/passkeys/options",
  );
  const added = await as.call<{ passkey: { id: string } }>("POST", "/api/operator/account/passkeys", {
    response: key.register({ options: options.body, origin: origin() }),
    name: "Laptop",
  });
  expect(added.status, added.text).toBe(201);
  return { key, passkeyId: added.body.passkey.id };
}

/** Proves it is them again with the passkey: step-up fresh for five minutes. */
async function stepUpWithPasskey(as: HrBrowser, key: ReturnType<typeof createSoftAuthenticator>) {
  const options = await as.call<Parameters<typeof key.authenticate>[0]["options"]>(
    "POST",
    "/api/operator/step-up/options",
  );
  const proved = await as.call("POST", "/api/operator/step-up", {
    method: "passkey",
    response: key.authenticate({ options: options.body, origin: origin() }),
  });
  expect(proved.status, proved.text).toBe(204);
}

type Sessions = { data: Array<{ id: string; current: boolean; method: string }> };
type Factors = { totp: unknown; passkeys: Array<{ id: string }>; recoveryCodesLeft: number };
const factors = async (as: HrBrowser) => (await as.call<Factors>("GET", "/api/operator/account")).body;
const notices = async (to: string) =>
  (await listDevOutbox({ to })).filter((mail) => mail.subject.includes("security change"));

describe("an operator's own factors and sessions (the same use cases as HR's)", () => {
  it("new recovery codes, a factor removed, another session ended: each only after step-up, told, on record", async () => {
    const me = await signedInOperator(server.baseUrl, "support");
    const { key } = await addPasskey(me);
    // Another browser, signed in with the passkey alone.
    const laptop = browser();
    const signInOptions = await laptop.call<Parameters<typeof key.authenticate>[0]["options"]>(
      "POST",
      "/api/operator/sign-in/passkey/options",
    );
    await laptop.call("POST", "/api/operator/sign-in/passkey", {
      response: key.authenticate({ options: signInOptions.body, origin: origin() }),
    });
    await operatorAccount(laptop);
    const sessions = await me.call<Sessions>("GET", "/api/operator/account/sessions");
    expect(sessions.status, sessions.text).toBe(200);
    expect(sessions.body.data.map((session) => session.current).sort()).toEqual([false, true]);
    const other = sessions.body.data.find((session) => !session.current)!;
    expect(other.method).toBe("passkey");

    // Past five minutes, every write asks for a factor first, and nothing changes.
    await ageFactor(me, 6);
    const before = await factors(me);
    for (const [method, path] of [
      ["POST", "/api/operator/account/recovery-codes"],
      ["DELETE", "/api/operator/account/totp"],
      ["DELETE", `/api/operator/account/passkeys/${before.passkeys[0]!.id}`],
      ["POST", `/api/operator/account/sessions/${other.id}/end`],
    ] as const)
      expect((await me.call(method, path)).body, path).toMatchObject({ code: "step_up_required", methods: "factor" });
    expect(await factors(me)).toEqual(before);
    expect((await operatorAccount(laptop)).status).toBe(200);

    await stepUpWithPasskey(me, key);
    const codes = await me.call<{ recoveryCodes: string[] }>("POST", "/api/operator/account/recovery-codes");
    expect(codes.status, codes.text).toBe(200);
    expect(codes.body.recoveryCodes).toHaveLength(10);
    expect((await notices(me.email))[0]?.text).toContain("New recovery codes were made for your account");
    expect((await me.call("POST", `/api/operator/account/sessions/${other.id}/end`)).status).toBe(204);
    expect((await operatorAccount(laptop)).status).toBe(401);
    expect((await me.call("POST", `/api/operator/account/sessions/${other.id}/end`)).status).toBe(404);
    expect((await me.call("DELETE", "/api/operator/account/totp")).status).toBe(204);
    const [removed] = await notices(me.email);
    expect(removed?.text).toContain("The authenticator app was removed from your account.");
    expect(removed?.text).toContain(`${origin()}/operator/account`);

    // The passkey is now the operator's last factor: it stays.
    const last = await me.call("DELETE", `/api/operator/account/passkeys/${before.passkeys[0]!.id}`);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ code: "last_factor" });
    expect((await factors(me)).passkeys).toHaveLength(1);

    const actions = await platformActions();
    for (const action of [
      "operator.recovery_codes_created",
      "operator.factor_removed",
      "operator.session_ended",
      "operator.refused",
    ])
      expect(actions, action).toContain(action);
    // This browser's own session ends as HR's does: it is signed out.
    const mine = (await me.call<Sessions>("GET", "/api/operator/account/sessions")).body.data[0]!;
    expect((await me.call("POST", `/api/operator/account/sessions/${mine.id}/end`)).status).toBe(204);
    expect((await operatorAccount(me)).status).toBe(401);
  });

  it("keeps the authenticator app when it is the only factor; a passkey added, the app can go", async () => {
    const me = await signedInOperator(server.baseUrl, "compliance");
    const refused = await me.call("DELETE", "/api/operator/account/totp");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "last_factor" });
    expect((await factors(me)).totp).not.toBeNull();
    expect((await me.call("DELETE", "/api/operator/account/passkeys/pk_unknown")).status).toBe(404);
    await addPasskey(me);
    expect((await me.call("DELETE", "/api/operator/account/totp")).status).toBe(204);
    expect((await factors(me)).totp).toBeNull();
  });

  it("reaches only the operator's own factors and sessions; HR's and the operator's doors do not cross", async () => {
    const me = await signedInOperator(server.baseUrl, "owner");
    const them = await signedInOperator(server.baseUrl, "support");
    const { passkeyId } = await addPasskey(them);
    const theirSession = (await them.call<Sessions>("GET", "/api/operator/account/sessions")).body.data[0]!;
    const admin = await signInAdmin(server.baseUrl, await createTenant());
    const hr = browser();
    await hr.signIn(admin.email, admin.password);
    await hr.session();
    const hrSession = (await hr.call<Sessions>("GET", "/api/admin/account/sessions")).body.data[0]!;

    expect((await me.call("DELETE", `/api/operator/account/passkeys/${passkeyId}`)).status).toBe(404);
    for (const id of [theirSession.id, hrSession.id])
      expect((await me.call("POST", `/api/operator/account/sessions/${id}/end`)).status).toBe(404);
    expect((await factors(them)).passkeys).toHaveLength(1);
    expect((await operatorAccount(them)).status).toBe(200);
    expect((await hr.call("GET", "/api/admin/account")).status).toBe(200);

    for (const [method, path] of [
      ["GET", "/api/operator/account/sessions"],
      ["POST", `/api/operator/account/sessions/${theirSession.id}/end`],
      ["POST", "/api/operator/account/recovery-codes"],
      ["DELETE", "/api/operator/account/totp"],
      ["DELETE", `/api/operator/account/passkeys/${passkeyId}`],
    ] as const)
      expect((await hr.call(method, path)).status, `HR: ${path}`).toBe(401);
    for (const [method, path] of [
      ["GET", "/api/admin/account/sessions"],
      ["POST", `/api/admin/account/sessions/${hrSession.id}/end`],
      ["POST", "/api/admin/account/recovery-codes"],
      ["DELETE", "/api/admin/account/totp"],
      ["DELETE", `/api/admin/account/passkeys/${passkeyId}`],
    ] as const)
      expect((await them.call(method, path)).status, `operator: ${path}`).toBe(401);
    expect((await hr.call("GET", "/api/admin/account")).status).toBe(200);
  });
});

describe("npm run operator:create", () => {
  const run = (...args: string[]) =>
    new Promise<{ status: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, commandArgs("operator-create", ...args), {
        env: { ...process.env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
      child.on("close", (status) => resolve({ status, output }));
    });

  // The command is its own process: on the embedded database it would open a second PGlite.
  it.runIf(process.env.DATABASE_KIND === "postgres")(
    "prints the owner's one-time link, exits 3 naming the refusal once an owner is active, 2 on a bad address",
    async () => {
      await firstOwnerLink(); // retires earlier tests' owners
      const email = `shell.${Math.random().toString(36).slice(2, 10)}@program.example`;
      const made = await run("--email", email, "--name", "Sam Shell");
      expect(made.status, made.output).toBe(0);
      const token = new RegExp(`${origin()}/operator/join#([A-Za-z0-9_-]+)`).exec(made.output)?.[1];
      expect(token, made.output).toBeDefined();
      const me = browser();
      expect((await me.call("POST", "/api/operator/join", { token })).status).toBe(201);
      const setup = await me.call<{ secret: string }>("POST", "/api/operator/account/totp/setup");
      await me.call("POST", "/api/operator/account/totp/confirm", { code: totpCodeNow(setup.body.secret) });
      const refused = await run("--email", "another@program.example");
      expect(refused.status, refused.output).toBe(3);
      expect(refused.output).toMatch(/^operator_owner_exists: /m);
      const bad = await run("--email", "not-an-address");
      expect(bad.status).toBe(2);
      expect(bad.output).toMatch(/^usage: npm run operator:create/m);
      // The invitation names who ran it, in the platform's trail.
      expect(await platformActions()).toContain("operator.invited");
    },
  );
});

/** The actions recorded in the platform's trail (queued or sealed) for operators. */
async function platformActions(): Promise<string[]> {
  const db = await getDb();
  const queued = await db
    .select({ action: auditQueue.action })
    .from(auditQueue)
    .where(and(isNull(auditQueue.employerId), like(auditQueue.action, "operator.%")));
  const sealed = await db
    .select({ action: auditRecords.action })
    .from(auditRecords)
    .where(and(isNull(auditRecords.employerId), like(auditRecords.action, "operator.%")));
  return [...queued, ...sealed].map((row) => row.action);
}
