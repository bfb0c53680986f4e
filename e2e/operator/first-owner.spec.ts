import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";
import { generateSync } from "otplib";

import { startOidcProvider, type LocalOidcProvider } from "../../tests/support/oidc-provider";
import { expect, test } from "../fixtures/test";
import { heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { killStrays, ready, startMember } from "../support/cluster";
import { adminT, operatorT } from "../support/operator-pages";
import { APPS, ROOT } from "../support/servers";

// A new deployment's first owner, as docs/operator.md tells it: `npm run operator:create` on the
// server's shell prints a one-time link; the owner opens it, joins with a password, sets up the
// authenticator app and signs in with both; then, the deployment having the program's single
// sign-on (a real OpenID provider on this machine), signs in through it and still gives a factor,
// here a recovery code. (Joining with a passkey is the first step of the
// production journey, e2e/deploy/production-journey.spec.ts.) The shared apps have the demo owner
// already, which makes the command refuse (an active owner exists): the journey has an app of its
// own, its database made by the command before the app first starts on it.

const SSO_CLIENT = { clientId: "benefits-console", clientSecret: `secret-${randomBytes(8).toString("hex")}` };
let provider: LocalOidcProvider | undefined;

test.afterEach(async () => {
  await killStrays();
  await provider?.close();
  provider = undefined;
});

/**
 * `npm run operator:create -- --email … --name …` on an empty database of the journey's own, then
 * the app on it (the command first: the embedded database serves one process at a time), with a
 * data directory and ports of its own.
 */
async function firstOwnerApp({
  name,
  port,
  email,
  owner,
  settings = {},
}: {
  name: string;
  port: number;
  email: string;
  owner: string;
  /** More of the deployment's settings (the program's single sign-on). */
  settings?: Record<string, string>;
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
    ...settings,
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

test("the first owner joins from operator:create's link with a password, sets up the authenticator app, signs in with both, then through the program's single sign-on and a recovery code", async ({
  page,
}) => {
  test.slow();
  const { email, name } = newOwner();
  const password = `a first owner's passphrase ${randomBytes(2).toString("hex")}`;
  const port = APPS.sandbox.port + 32;
  let recoveryCode = "";
  // The program's own OpenID provider (a real one, on this machine), with the owner's address.
  provider = await startOidcProvider({
    clients: [{ ...SSO_CLIENT, redirectUris: [`http://localhost:${port}/api/operator/sso/callback`] }],
  });
  provider.addUser({ sub: `00u-${randomBytes(4).toString("hex")}`, email, email_verified: true, name });
  const { link } = await test.step("operator:create prints the first owner's link, then the app starts", () =>
    firstOwnerApp({
      name: "operator-first-owner-app",
      port,
      email,
      owner: name,
      settings: {
        OPERATOR_SSO_ISSUER: provider!.issuer,
        OPERATOR_SSO_CLIENT_ID: SSO_CLIENT.clientId,
        OPERATOR_SSO_CLIENT_SECRET: SSO_CLIENT.clientSecret,
        OPERATOR_SSO_EMAIL_DOMAINS: "program.example",
        OPERATOR_SSO_NAME: "Program SSO",
      },
    }));

  await test.step("the owner chooses a password and an authenticator app", async () => {
    await page.goto(link);
    await expect(heading(page, t("join.title"))).toBeVisible();
    await expect(page.getByRole("main").getByText(name)).toBeVisible();
    await page.getByRole("radio", { name: t("join.ways.password.label") }).check();
    await expectNoSeriousA11yViolations(page, "operator join, password chosen");
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
    recoveryCode = (
      await page
        .getByRole("list", { name: a("recoveryCodes.listLabel") })
        .getByRole("listitem")
        .first()
        .innerText()
    ).trim();
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

  await test.step("signed out, the program's single sign-on stands for the password: the factor is still asked", async () => {
    await page.getByRole("button", { name: a("shell.signOut") }).click();
    await expect(page).toHaveURL(/\/operator\/sign-in$/);
    const sso = page.getByRole("region", { name: t("signIn.sso.title") });
    await sso.getByLabel(t("signIn.sso.email")).fill(email);
    await sso.getByRole("button", { name: t("signIn.sso.submit", { name: "Program SSO" }) }).click();
    // The provider's own sign-in page, on its own origin.
    await expect(page).toHaveURL(new RegExp(`^${provider!.issuer}/interaction/`));
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Sign in" }).click();
    // Back at the console's sign-in, at the factor step: nothing of the console opens before it.
    await expect(page).toHaveURL(/\/operator\/sign-in$/);
    await expect(page.getByRole("heading", { level: 2, name: a("signIn.factorStep.title") })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "operator factor after single sign-on");
    await page.getByRole("button", { name: a("factor.useRecoveryCode") }).click();
    await page.getByLabel(a("factor.recoveryLabel")).fill(recoveryCode);
    await page.getByRole("button", { name: a("signIn.factorStep.submit") }).click();
    await expectHomeOf(page, { email, name });
  });
});
