import { generateSync } from "otplib";

import { demoEmployer } from "../fixtures/admin";
import { expect, test } from "../fixtures/test";
import { at, expectAdminErrorSummary, heading } from "../support/admin-pages";

// The one admin test that signs in through the form; every other one signs in over HTTP.
test("admin sign-in form: a wrong password is refused in the error summary, then the demo admin signs in and out", async ({
  page,
  app,
  checkpoint,
}) => {
  const employer = demoEmployer(app, "acme");
  const email = page.getByLabel(at("signIn.email"), { exact: true });
  const password = page.getByLabel(at("signIn.password"), { exact: true });
  const submit = page.getByRole("button", { name: at("signIn.submit"), exact: true });

  await test.step("signed out, the admin area sends people to its sign-in page", async () => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(heading(page, at("signIn.title"))).toBeVisible();
    await checkpoint("sign-in");
  });

  await test.step("nothing filled in: both fields are asked for", async () => {
    await submit.click();
    await expectAdminErrorSummary(page, [
      { text: at("errors.email.required"), field: "email" },
      { text: at("errors.password.required"), field: "password" },
    ]);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAttribute("aria-invalid", "true");
  });

  await test.step("a wrong password: the error summary says so, and nobody is signed in", async () => {
    await email.fill(employer.hr.owner.email);
    await password.fill(`${employer.hr.owner.password}-wrong`);
    await submit.click();
    const summary = await expectAdminErrorSummary(page, [{ text: at("signIn.wrongCredentials"), field: "email" }]);
    await checkpoint("wrong-password");
    await summary.getByRole("link", { name: at("signIn.wrongCredentials") }).click();
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/sign-in(#field-email)?$/);
  });

  await test.step("the demo owner's password, then their authenticator app's code: a wrong one is refused", async () => {
    await password.fill(employer.hr.owner.password);
    await submit.click();
    await expect(page.getByRole("heading", { level: 2, name: at("signIn.factorStep.title") })).toBeFocused();
    const code = page.getByLabel(at("factor.codeLabel"));
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await checkpoint("second-factor");
    // A code from another secret: the same words as any wrong factor.
    await code.fill(generateSync({ secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" }));
    await page.getByRole("button", { name: at("signIn.factorStep.submit") }).click();
    await expect(page.getByText(at("factor.notAccepted"))).toBeVisible();
    await expect(code).toBeFocused();
    // Codes are single-use and the admin fixture signs this owner in too: the next step's code is
    // also accepted, and after that the one after the clock moves on.
    for (let ahead = 0; ahead < 3 && !/\/admin$/.test(page.url()); ahead++) {
      if (ahead === 2) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
      await code.fill(
        generateSync({
          secret: employer.hr.owner.totpSecret,
          epoch: Math.floor(Date.now() / 1000) + (ahead === 1 ? 30 : 0),
        }),
      );
      await page.getByRole("button", { name: at("signIn.factorStep.submit") }).click();
      await page.waitForURL(/\/admin$/, { timeout: 5_000 }).catch(() => undefined);
    }
  });

  await test.step("signed in: the employees table of their employer", async () => {
    await expect(page).toHaveURL(/\/admin$/);
    await expect(heading(page, at("employees.title"))).toBeVisible();
    // Exact: the line below it names the signed-in person, and the demo people are named after their employer.
    await expect(page.getByRole("banner").getByText(employer.name, { exact: true })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: at("nav.label") }).getByRole("link", { name: at("nav.employees") }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("status").filter({ hasText: /…$/ })).toHaveCount(0);
    await checkpoint("signed-in");
  });

  await test.step("signing out ends the session: the admin area asks to sign in again", async () => {
    await page.getByRole("button", { name: at("shell.signOut") }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(heading(page, at("signIn.title"))).toBeVisible();
    await page.goto("/admin/funnel");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  });

  await test.step("ten wrong passwords for one account: the form says it is locked, and for how long", async () => {
    // An address no account has: it counts the same (the answers never tell accounts apart), and the demo admin stays usable.
    await email.fill(`locked.${Date.now()}@example.com`);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await password.fill(`wrong-${attempt}`);
      await submit.click();
      await expect(submit).toBeEnabled();
    }
    await expectAdminErrorSummary(page, [{ text: at("signIn.locked", { minutes: 15 }), field: "email" }]);
    await checkpoint("locked");
  });
});
