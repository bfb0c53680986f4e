import { generateSync } from "otplib";

import { demoEmployer, expect, test } from "../fixtures/admin";
import { adminT, at, expectLoaded, heading, personName } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expectNoHorizontalScroll } from "../support/portal-pages";

// What each HR role is shown (docs/admin.md#roles): the navigation, and the controls of the
// existing pages. The API refuses what a role may not do either way; these pages do not offer it.

const navLinks = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: at("nav.label") }).getByRole("link");

test("a viewer is shown the employees to read, and nothing the role may not do", async ({ page, api, adminSignIn }) => {
  const employee = await api.createEmployee({ employer: "acme" });
  await adminSignIn("acme", "viewer");

  await test.step("the navigation: employees, the funnel and their own account", async () => {
    await page.goto("/admin");
    await expect(heading(page, at("employees.title"))).toBeVisible();
    await expect(navLinks(page)).toHaveText([at("nav.employees"), at("nav.funnel"), at("nav.account")]);
  });

  await test.step("the table: no export, no bulk invite, no ticks", async () => {
    await expectLoaded(page);
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("link", { name: at("employees.export") })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: at("bulkInvite.title") })).toHaveCount(0);
    await expect(page.getByRole("table").getByRole("checkbox")).toHaveCount(0);
  });

  await test.step("a person's page: the employer's fields to read, no invite link, sessions or save", async () => {
    await page.goto(`/admin/employees/${employee.id}`);
    await expect(heading(page, personName(employee))).toBeVisible();
    await expectLoaded(page);
    const fields = page.getByRole("region", { name: at("detail.sections.employer-fields") });
    await expect(fields.getByText(at("employerForm.isEmployed"))).toBeVisible();
    await expect(fields.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("region", { name: at("detail.sections.sessions") })).toHaveCount(0);
    await expect(page.getByRole("button", { name: at("invite.create") })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "employee page as a viewer");
  });

  await test.step("an owner's page by its address says it is for other roles", async () => {
    await page.goto("/admin/api-clients");
    await expect(heading(page, at("apiClients.title"))).toBeVisible();
    await expect(page.getByText(at("roles.notForYourRole"))).toBeVisible();
    await expect(page.getByRole("button", { name: at("apiClients.create.submit") })).toHaveCount(0);
  });
});

test("an admin's navigation adds employees and imports, not the owner's pages", async ({ page, adminSignIn }) => {
  await adminSignIn("acme", "admin");
  await page.goto("/admin");
  await expect(heading(page, at("employees.title"))).toBeVisible();
  await expect(navLinks(page)).toHaveText([
    at("nav.employees"),
    at("nav.funnel"),
    at("nav.addEmployee"),
    at("nav.imports"),
    at("nav.account"),
  ]);
  await expect(page.getByRole("link", { name: at("employees.export") })).toBeVisible();
});

for (const locale of ["en", "es"] as const) {
  test(`an owner reads the audit trail at 320 px in ${locale}: their sign-in, filtered by action, as CSV`, async ({
    page,
    chooseLocale,
    app,
    adminSignIn,
  }) => {
    const t = adminT(locale);
    await chooseLocale(locale);
    await adminSignIn("acme");
    await page.setViewportSize({ width: 320, height: 740 });

    await page.goto("/admin/audit");
    await expect(heading(page, t("audit.title"))).toBeVisible();
    await expectLoaded(page);
    await expect(page.getByRole("table").getByText(t("audit.actions.hr.signed_in")).first()).toBeVisible();

    const filters = page.getByRole("search", { name: t("audit.filters.label") });
    await filters.getByRole("combobox", { name: t("audit.filters.action") }).selectOption("hr.signed_in");
    await filters.getByRole("button", { name: t("audit.filters.apply") }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?action=hr\.signed_in$/);
    await expectLoaded(page);
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows.filter({ hasText: t("audit.actions.hr.signed_in") }).first()).toBeVisible();
    await expect(rows.filter({ hasText: t("audit.actions.team.role_changed") })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, `audit trail at 320 px [${locale}]`);

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: t("audit.download") }).click();
    // An export needs a factor within 10 minutes: the shared owner session may be older than that.
    const dialog = page.getByRole("dialog", { name: t("stepUp.title") });
    if (
      (await Promise.race([downloading.then(() => "download"), dialog.waitFor().then(() => "dialog")])) === "dialog"
    ) {
      const { totpSecret } = demoEmployer(app, "acme").hr.owner;
      for (let ahead = 0; ahead < 2 && (await dialog.isVisible()); ahead++) {
        await dialog
          .getByLabel(t("factor.codeLabel"))
          .fill(generateSync({ secret: totpSecret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 }));
        await dialog.getByRole("button", { name: t("stepUp.confirm") }).click();
        await Promise.race([dialog.waitFor({ state: "hidden" }), dialog.getByText(t("factor.notAccepted")).waitFor()]);
      }
    }
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("audit-trail.csv");
  });
}
