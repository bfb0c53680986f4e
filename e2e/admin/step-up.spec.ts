import { randomBytes } from "node:crypto";

import type { Page } from "@playwright/test";
import { generateSync } from "otplib";

import { expect, test } from "../fixtures/admin";
import { at, heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { addVirtualAuthenticator } from "../support/virtual-authenticator";

// Issue 37 in Chromium: a session past its step-up window asks for the factor before it adds a
// passkey and before it saves the security settings, and the person (and every owner, for the
// settings) is e-mailed about each change. A new owner of their own, invited by the demo owner, so
// that closing their step-up window leaves the demo owner's shared session alone.

const csrfOf = async (page: Page) =>
  ((await (await page.request.get("/api/admin/session")).json()) as { csrfToken: string }).csrfToken;

const codeNow = (secret: string, ahead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

/** The sandbox's "expire my step-up": the session's last factor is now over ten minutes old. */
async function closeStepUpWindow(page: Page) {
  const closed = await page.request.post("/api/sandbox/admin/expire-step-up", {
    headers: { "x-csrf-token": await csrfOf(page) },
  });
  expect(closed.status()).toBe(204);
}

test("a stale session asks for the factor before adding a passkey and before saving security settings; each change is e-mailed", async ({
  browser,
  baseURL,
  adminSignIn,
}) => {
  test.slow();
  const owner = await adminSignIn("acme");
  const email = `owner.${randomBytes(4).toString("hex")}@acme.example`;
  await owner.call("POST", "/api/admin/team/invites", { email, name: "Olive Owner", role: "owner" });

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    let totpSecret = "";
    await test.step("the new owner joins and sets up an authenticator app", async () => {
      await page.goto("/dev/outbox");
      const href = (await page
        .getByRole("listitem")
        .filter({ hasText: email })
        .getByRole("link", { name: /\/admin\/join#/ })
        .first()
        .getAttribute("href"))!;
      await page.goto(href);
      await page.getByLabel(at("join.password"), { exact: true }).fill("an owner's long passphrase");
      await page.getByLabel(at("join.confirmPassword")).fill("an owner's long passphrase");
      await page.getByRole("button", { name: at("join.submit") }).click();
      await expect(heading(page, at("employees.title"))).toBeVisible();
      // The app over HTTP (its page has a journey of its own): only its secret is needed here.
      const csrf = await csrfOf(page);
      const setup = await page.request.post("/api/admin/account/totp/setup", { headers: { "x-csrf-token": csrf } });
      totpSecret = ((await setup.json()) as { secret: string }).secret;
      const confirmed = await page.request.post("/api/admin/account/totp/confirm", {
        headers: { "x-csrf-token": csrf },
        data: { code: codeNow(totpSecret) },
      });
      expect(confirmed.status()).toBe(200);
    });

    await test.step("ten minutes on, adding a passkey asks for the factor first", async () => {
      await closeStepUpWindow(page);
      await addVirtualAuthenticator(context, page);
      await page.goto("/admin/account");
      await page
        .getByRole("button", { name: at("passkeys.add") })
        .first()
        .click();
      const dialog = page.getByRole("dialog", { name: at("stepUp.title") });
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(page, "step-up before adding a passkey");
      // The code of the step after the one the app was confirmed with (a code is spent once used).
      await dialog.getByLabel(at("factor.codeLabel")).fill(codeNow(totpSecret, 1));
      await dialog.getByRole("button", { name: at("stepUp.confirm") }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(at("account.factors.passkeyAdded"))).toBeVisible();
    });

    await test.step("ten minutes on, saving the security settings asks for the factor first", async () => {
      await closeStepUpWindow(page);
      await page.goto("/admin/security");
      await page.getByRole("button", { name: at("security.save") }).click();
      const dialog = page.getByRole("dialog", { name: at("stepUp.title") });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: at("factor.usePasskey") }).click();
      await expect(page.getByRole("status").filter({ hasText: at("security.saved") })).toBeVisible();
    });

    await test.step("the e-mails about the changes are in the outbox, the settings one to every owner", async () => {
      await page.goto("/dev/outbox");
      const mine = page.getByRole("listitem").filter({ hasText: email });
      await expect(mine.filter({ hasText: "An authenticator app was added" }).first()).toBeVisible();
      await expect(mine.filter({ hasText: "A passkey named" }).first()).toBeVisible();
      await expect(mine.filter({ hasText: "security settings were" }).first()).toBeVisible();
      const demoOwner = page.getByRole("listitem").filter({ hasText: owner.employer.hr.owner.email });
      await expect(demoOwner.filter({ hasText: "security settings were" }).first()).toBeVisible();
    });
  } finally {
    await context.close();
  }
});
