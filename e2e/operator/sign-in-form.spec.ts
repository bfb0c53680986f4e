import { generateSync } from "otplib";

import { readDemoOperator } from "../fixtures/demo";
import { expect, test } from "../fixtures/test";
import { expectAdminErrorSummary, expectNoHorizontalScroll, heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { adminT, operatorT } from "../support/operator-pages";
import { escapeRegExp } from "../support/portal-pages";

// The console's one test that signs in through the form, in each language: the demo owner's
// password, then a code from their authenticator app (lib/seed/seed-operator.ts); the console's
// home and account pages; sign-out. At 320 px wide nothing scrolls sideways.

const LANGUAGE = { en: "English", es: "Spanish" } as const;

for (const locale of ["en", "es"] as const) {
  test(`the demo operator signs in with a password and the app's code, sees the console and their account, and signs out (${LANGUAGE[locale]})`, async ({
    page,
    app,
    chooseLocale,
  }) => {
    const operator = readDemoOperator(app);
    const t = operatorT(locale);
    const a = adminT(locale);
    await chooseLocale(locale);
    const email = page.getByLabel(a("signIn.email"), { exact: true });
    const password = page.getByLabel(a("signIn.password"), { exact: true });
    const submit = page.getByRole("button", { name: a("signIn.submit"), exact: true });

    await test.step("signed out, the console sends people to its sign-in page", async () => {
      await page.goto("/operator");
      await expect(page).toHaveURL(/\/operator\/sign-in$/);
      await expect(heading(page, t("signIn.title"))).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page).toHaveTitle(
        new RegExp(`^${escapeRegExp(a("signIn.submit"))} – ${escapeRegExp(t("shell.title"))}$`),
      );
      // A passkey first, then the e-mail and password; no single sign-on (the deployment sets none).
      await expect(page.getByRole("heading", { level: 2 })).toHaveText([
        a("signIn.passkey.title"),
        t("signIn.passwordTitle"),
      ]);
      await expectNoSeriousA11yViolations(page, `operator sign-in [${locale}]`);
      await page.setViewportSize({ width: 320, height: 800 });
      await expectNoHorizontalScroll(page);
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step("a wrong password: the error summary says so", async () => {
      await email.fill(operator.email);
      await password.fill(`${operator.password}-wrong`);
      await submit.click();
      await expectAdminErrorSummary(page, [{ text: a("signIn.wrongCredentials"), field: "email" }], locale);
    });

    await test.step("the right password, then the authenticator app's code", async () => {
      await password.fill(operator.password);
      await submit.click();
      await expect(page.getByRole("heading", { level: 2, name: a("signIn.factorStep.title") })).toBeFocused();
      await expectNoSeriousA11yViolations(page, `operator second factor [${locale}]`);
      // A reload keeps the step: the session owes its factor, and the page opens there (as it does
      // when single sign-on sends an operator back).
      await page.reload();
      await expect(page.getByRole("heading", { level: 2, name: a("signIn.factorStep.title") })).toBeVisible();
      await expect(email).toHaveCount(0);
      const code = page.getByLabel(a("factor.codeLabel"));
      // A code is spent once used, and the other language's test (and the shared owner session of
      // the other console journeys) signs this owner in too: the next step's code is also accepted,
      // and once the clock moves on, the step after that (the one just tried may have been spent).
      for (let ahead = 0; ahead < 3 && !/\/operator$/.test(page.url()); ahead++) {
        if (ahead === 2) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
        await code.fill(
          generateSync({
            secret: operator.totpSecret,
            epoch: Math.floor(Date.now() / 1000) + (ahead === 0 ? 0 : 30),
          }),
        );
        await page.getByRole("button", { name: a("signIn.factorStep.submit") }).click();
        await page.waitForURL(/\/operator$/, { timeout: 5_000 }).catch(() => undefined);
      }
    });

    await test.step("signed in: the console's home says who is signed in, in which role", async () => {
      await expect(page).toHaveURL(/\/operator$/);
      await expect(heading(page, t("home.title"))).toBeVisible();
      await expect(page).toHaveTitle(t("home.title"));
      const main = page.getByRole("main");
      await expect(main.getByText(operator.email)).toBeVisible();
      await expect(main.getByText(t("roles.names.owner"), { exact: true })).toBeVisible();
      await expect(page.getByRole("banner")).toContainText(t("roles.names.owner"));
      await expect(
        page.getByRole("navigation", { name: t("nav.label") }).getByRole("link", { name: t("nav.home") }),
      ).toHaveAttribute("aria-current", "page");
      await expectNoSeriousA11yViolations(page, `operator home [${locale}]`);
      await page.setViewportSize({ width: 320, height: 800 });
      await expectNoHorizontalScroll(page);
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step("their account: the authenticator app, the demo owner has no recovery codes, and their sessions", async () => {
      await page
        .getByRole("main")
        .getByRole("link", { name: t("nav.account") })
        .click();
      await expect(page).toHaveURL(/\/operator\/account$/);
      await expect(heading(page, a("account.title"))).toBeFocused();
      await expect(page.getByText(a("account.factors.totpOn"))).toBeVisible();
      await expect(page.getByText(t("account.factors.recoveryLeft", { count: 0 }), { exact: true })).toBeVisible();
      await expect(page.getByText(t("account.factors.required"))).toBeVisible();
      // The console's sessions, as HR's: this one is marked as this browser's.
      await expect(page.getByRole("heading", { name: a("account.sessions.title") })).toBeVisible();
      await expect(page.getByText(a("account.sessions.thisBrowser"), { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `operator account [${locale}]`);
    });

    await test.step("signing out ends the session: the console asks to sign in again", async () => {
      await page.getByRole("button", { name: a("shell.signOut") }).click();
      await expect(page).toHaveURL(/\/operator\/sign-in$/);
      await page.goto("/operator/account");
      await expect(page).toHaveURL(/\/operator\/sign-in$/);
    });
  });
}
