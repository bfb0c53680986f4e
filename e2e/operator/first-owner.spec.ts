import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";
import { generateSync } from "otplib";

import { expect, test } from "../fixtures/test";
import { heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { killStrays, ready, startMember } from "../support/cluster";
import { adminT, operatorT } from "../support/operator-pages";
import { APPS, ROOT } from "../support/servers";
import { addVirtualAuthenticator } from "../support/virtual-authenticator";

// A new deployment's first owner, as docs/operator.md tells it: `npm run operator:create` on the
// server's shell prints a one-time link; the owner opens it, joins with a passkey (no password),
// enrols it (Chromium's virtual authenticator), lands in the console, signs out and signs in with
// the passkey alone; or joins with a password, sets up the authenticator app and signs in with
// both. The shared apps have the demo owner already, which makes the command refuse (an active
// owner exists): each journey has an app of its own, its database made by the command before the
// app first starts on it.

test.afterEach(killStrays);

/**
 * `npm run operator:create -- --email … --name …` on an empty database of the journey's own, then
 * the app on it (the command first: the embedded database serves one process at a time). Each
 * journey has its own data directory and ports, so the two run side by side.
 */
async function firstOwnerApp({
  name,
  port,
  email,
  owner,
}: {
  name: string;
  port: number;
  email: string;
  owner: string;
}) {
  const origin = `http://localhost:${port}`;
  const env = {
    APP_ENV: "sandbox",
    BACKGROUND_WORKER: "in-app",
    // The passkey's relying party is this host: a passkey is never made for an IP address.
    PUBLIC_BASE_URL: origin,
    LOG_LEVEL: "info",
    SFTP_PORT: String(port + 1),
    SFTP_LISTEN_ADDRESS: "127.0.0.1",
  };
  // Where startMember keeps a member's data (e2e/support/cluster.ts).
  const dataDir = path.join(".data", `e2e-deploy-${name}`);
  fs.rmSync(path.resolve(ROOT, dataDir), { recursive: true, force: true });
  const commandEnv: NodeJS.ProcessEnv = { ...process.env, ...env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" };
  delete commandEnv.DATABASE_URL;
  const command = spawnSync(
    process.execPath,
    [
      "--enable-source-maps",
      path.join(ROOT, "scripts", "run-built.mjs"),
      "operator-create",
      "--email",
      email,
      "--name",
      owner,
    ],
    { cwd: ROOT, env: commandEnv, encoding: "utf8", timeout: 120_000 },
  );
  expect(command.status, `operator:create said:\n${command.stdout}\n${command.stderr}`).toBe(0);
  const link = /^(http\S+\/operator\/join#\S+)$/m.exec(command.stdout)?.[1];
  if (!link) throw new Error(`operator:create printed no link:\n${command.stdout}`);
  expect(new URL(link).origin).toBe(origin);
  await ready(startMember({ name, kind: "app", port, env, keepData: true }));
  return { origin, link };
}

/** A new first owner's e-mail and name. */
const newOwner = () => ({
  email: `first.owner.${randomBytes(3).toString("hex")}@program.example`,
  name: `Olu Owner ${randomBytes(2).toString("hex")}`,
});

const t = operatorT("en");
const a = adminT("en");

/** The console's home, showing the signed-in owner. */
async function expectHomeOf(page: Page, owner: { email: string; name: string }) {
  await expect(page).toHaveURL(/\/operator$/);
  await expect(heading(page, t("home.title"))).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText(owner.name)).toBeVisible();
  await expect(main.getByText(owner.email)).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(
    t("shell.signedInAs", { name: owner.name, role: t("roles.names.owner") }),
  );
}

test("the first owner joins from operator:create's link with a passkey, lands in the console, and signs in again with the passkey alone", async ({
  page,
  context,
}) => {
  test.slow();
  const { email, name } = newOwner();
  const { origin, link } = await test.step("operator:create prints the first owner's link, then the app starts", () =>
    firstOwnerApp({ name: "operator-first-owner-passkey", port: APPS.sandbox.port + 30, email, owner: name }));
  await addVirtualAuthenticator(context, page);

  await test.step("the link shows the invitation; the owner chooses a passkey", async () => {
    await page.goto(link);
    await expect(heading(page, t("join.title"))).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(email)).toBeVisible();
    await expect(main.getByText(name)).toBeVisible();
    await expect(main.getByText(t("roles.names.owner"), { exact: true })).toBeVisible();
    await page.getByRole("radio", { name: t("join.ways.password.label") }).check();
    await expect(page.getByLabel(a("join.password"), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "operator join, password chosen");
    await page.getByRole("radio", { name: t("join.ways.passkey.label") }).check();
    await expect(page.getByLabel(a("join.password"), { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "operator join");
    await page.getByRole("button", { name: t("join.passkeySubmit") }).click();
  });

  await test.step("joined, the owner must enrol first: only a passkey is offered, without a password", async () => {
    await expect(page).toHaveURL(/\/operator\/enrol$/);
    await expect(heading(page, t("enrol.title"))).toBeVisible();
    await expect(page.getByText(t("enrol.introRequired"))).toBeVisible();
    await expect(page.getByRole("heading", { name: a("enrol.totpTitle") })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "operator enrol");
    // Nothing else opens until then.
    await page.goto(`${origin}/operator`);
    await expect(page).toHaveURL(/\/operator\/enrol$/);
  });

  await test.step("the passkey is added; the recovery codes are shown once", async () => {
    await page.getByRole("button", { name: a("passkeys.add") }).click();
    await expect(page.getByRole("heading", { name: a("recoveryCodes.title") })).toBeFocused();
    await expect(page.getByRole("list", { name: a("recoveryCodes.listLabel") }).getByRole("listitem")).toHaveCount(10);
    await expectNoSeriousA11yViolations(page, "operator enrol, recovery codes");
    await page.getByRole("button", { name: a("recoveryCodes.stored") }).click();
  });

  await test.step("the console's home shows the owner", async () => {
    await expectHomeOf(page, { email, name });
  });

  await test.step("the account page lists the passkey", async () => {
    await page
      .getByRole("navigation", { name: t("nav.label") })
      .getByRole("link", { name: t("nav.account") })
      .click();
    await expect(heading(page, a("account.title"))).toBeFocused();
    const passkeys = page.getByRole("region", { name: a("account.factors.passkeysTitle") });
    await expect(passkeys.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByText(a("account.factors.totpOff"))).toBeVisible();
    await expect(page.getByText(t("account.factors.recoveryLeft", { count: 10 }), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "operator account with a passkey");
  });

  await test.step("signed out, the passkey alone signs the owner in again", async () => {
    await page.getByRole("button", { name: a("shell.signOut") }).click();
    await expect(page).toHaveURL(/\/operator\/sign-in$/);
    await page.getByRole("button", { name: a("signIn.passkey.submit") }).click();
    await expectHomeOf(page, { email, name });
  });
});

test("the first owner may join with a password instead, set up the authenticator app, and sign in with both", async ({
  page,
}) => {
  test.slow();
  const { email, name } = newOwner();
  const password = `a first owner's passphrase ${randomBytes(2).toString("hex")}`;
  const { link } = await test.step("operator:create prints the first owner's link, then the app starts", () =>
    firstOwnerApp({ name: "operator-first-owner-app", port: APPS.sandbox.port + 32, email, owner: name }));

  await test.step("the owner chooses a password and an authenticator app", async () => {
    await page.goto(link);
    await page.getByRole("radio", { name: t("join.ways.password.label") }).check();
    await page.getByLabel(a("join.password"), { exact: true }).fill(password);
    await page.getByLabel(a("join.confirmPassword")).fill(password);
    await page.getByRole("button", { name: t("join.submit") }).click();
  });

  const secret = await test.step("the enrolment offers the app first; its code confirms it", async () => {
    await expect(page).toHaveURL(/\/operator\/enrol$/);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([a("enrol.totpTitle"), a("enrol.passkeyTitle")]);
    await page.getByRole("button", { name: a("totp.start") }).click();
    await expect(page.getByRole("img", { name: a("totp.qrAlt") })).toBeVisible();
    const shown = (await page.locator("code").innerText()).replace(/\s/g, "");
    await expectNoSeriousA11yViolations(page, "operator enrol, authenticator app");
    await page.getByLabel(a("totp.codeLabel")).fill(generateSync({ secret: shown }));
    await page.getByRole("button", { name: a("totp.confirm") }).click();
    await page.getByRole("button", { name: a("recoveryCodes.stored") }).click();
    await expectHomeOf(page, { email, name });
    return shown;
  });

  await test.step("signed out, the password and the app's next code sign the owner in", async () => {
    await page.getByRole("button", { name: a("shell.signOut") }).click();
    await expect(page).toHaveURL(/\/operator\/sign-in$/);
    await page.getByLabel(a("signIn.email"), { exact: true }).fill(email);
    await page.getByLabel(a("signIn.password"), { exact: true }).fill(password);
    await page.getByRole("button", { name: a("signIn.submit"), exact: true }).click();
    // The code that confirmed the app is spent: the next step's is also accepted.
    await page
      .getByLabel(a("factor.codeLabel"))
      .fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole("button", { name: a("signIn.factorStep.submit") }).click();
    await expectHomeOf(page, { email, name });
  });
});
