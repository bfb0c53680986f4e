import type { Page } from "@playwright/test";

import { expect, test, type Employee } from "../fixtures/admin";
import {
  adminT,
  expectLoaded,
  expectNoHorizontalScroll,
  expectShowing,
  filterEmployees,
  heading,
  personName,
} from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { msg, type Locale } from "../support/messages";
import { keepScreenshot as shot } from "../support/screenshots";
import { checkPageInLanguage, escapeRegExp } from "../support/portal-pages";
import { randomWord } from "../support/test-data";

const LANGUAGE = { en: "English", es: "Spanish" } as const;

/** Every page of the admin area behind sign-in. */
const PAGES: Array<{ path: string; title: string }> = [
  { path: "/admin", title: "employees.title" },
  { path: "/admin/funnel", title: "funnel.title" },
  { path: "/admin/employees/new", title: "newEmployee.title" },
  { path: "/admin/imports", title: "imports.title" },
  { path: "/admin/webhooks", title: "webhooks.title" },
  { path: "/admin/api-clients", title: "apiClients.title" },
  { path: "/admin/sftp", title: "sftp.title" },
  { path: "/admin/settings", title: "settings.title" },
];

/**
 * Loads the page and checks its language, its one h1 (focused), its <title> and axe. `heading`
 * is the h1 when it is not the page's title (an employee's page is headed by their name).
 */
function checkPage(
  page: Page,
  locale: Locale,
  path: string,
  titleKey: string,
  options: { heading?: string; name?: string } = {},
): Promise<void> {
  const t = adminT(locale);
  return checkPageInLanguage(page, locale, path, {
    heading: options.heading ?? t(titleKey),
    title: new RegExp(`^${escapeRegExp(t(titleKey))} – ${escapeRegExp(t("shell.title"))}$`),
    name: options.name ?? path,
  });
}

for (const locale of ["en", "es"] as const) {
  test(`every admin page in ${LANGUAGE[locale]}: lang, heading, title and axe`, async ({
    page,
    api,
    adminSignIn,
    chooseLocale,
  }) => {
    // Every HR page, each screenshotted and checked with axe: it ran out of the 90 s default in a
    // clean-clone CI run, so it gets the slow allowance (3×) instead of failing on the clock.
    test.slow();
    const t = adminT(locale);
    await chooseLocale(locale);

    await test.step("signed out: the sign-in page, and its error state", async () => {
      await checkPage(page, locale, "/admin/sign-in", "signIn.submit", { heading: t("signIn.title"), name: "sign-in" });
      await page.getByRole("button", { name: t("signIn.submit"), exact: true }).click();
      await expect(page.getByRole("heading", { name: t("common.errorSummaryTitle") })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `sign-in with errors [${locale}]`);
    });

    // Someone to show: stuck on eligibility, so the table, the funnel and the employee page have content.
    const employee: Employee = await api.createEmployee({ employer: "globex", overrides: { isEligible: false } });
    await adminSignIn("globex");

    await test.step("every page behind sign-in", async () => {
      for (const entry of PAGES) await checkPage(page, locale, entry.path, entry.title);
      await checkPage(page, locale, `/admin/employees/${employee.id}`, "detail.title", {
        heading: personName(employee, locale),
        name: "employee",
      });
    });

    await test.step("open and error states: a row's unmet requirements, the funnel's table, the add form's errors, an invite link", async () => {
      await page.goto(`/admin?q=${employee.lastName}`);
      await expectShowing(page, 1, 1, 1, locale);
      await page.getByRole("table").locator("summary").first().click();
      await expect(
        page
          .getByRole("table")
          .getByRole("listitem")
          .filter({ hasText: t("requirements.eligibility_status") }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, `employees with unmet requirements open [${locale}]`);

      await page.goto("/admin/funnel");
      await expectLoaded(page);
      await page.getByText(t("funnel.showTable")).click();
      await expectNoSeriousA11yViolations(page, `funnel with table open [${locale}]`);

      await page.goto("/admin/employees/new");
      await expect(heading(page, t("newEmployee.title"))).toBeVisible();
      await page.getByLabel(t("newEmployee.fields.email"), { exact: true }).fill("not-an-address");
      await page
        .getByLabel(t("newEmployee.optional", { label: t("newEmployee.fields.ssn") }), { exact: true })
        .fill("912-34-5678");
      await page.getByRole("button", { name: t("newEmployee.submit"), exact: true }).click();
      await expect(page.getByRole("heading", { name: t("common.errorSummaryTitle") })).toBeVisible();
      await shot(page, `${locale}-new-employee-errors`);
      await expectNoSeriousA11yViolations(page, `add employee with errors [${locale}]`);

      await page.goto("/admin/sftp");
      await expect(heading(page, t("sftp.title"))).toBeVisible();
      await expectLoaded(page);
      await page.getByLabel(t("sftp.create.withPassword")).uncheck();
      await page.getByRole("button", { name: t("sftp.create.submit"), exact: true }).click();
      await expect(page.getByRole("heading", { name: t("common.errorSummaryTitle") })).toBeVisible();
      await shot(page, `${locale}-sftp-account-errors`);
      await expectNoSeriousA11yViolations(page, `SFTP account form with errors [${locale}]`);

      await page.goto(`/admin/employees/${employee.id}`);
      await expect(heading(page, personName(employee, locale))).toBeVisible();
      // Not before the page says it has loaded: until the session (and its CSRF token) is read,
      // a write is refused as "page out of date" (see the report: an app-side race).
      await expectLoaded(page);
      await page.getByRole("button", { name: t("invite.create") }).click();
      await expect(page.getByRole("textbox", { name: t("invite.linkLabel") })).toHaveValue(/\/invite\//);
      await expectNoSeriousA11yViolations(page, `employee with an invite link [${locale}]`);
    });
  });
}

test("the language switcher changes the admin area's language and keeps it", async ({ page, adminSignIn }) => {
  await adminSignIn("acme");
  await page.goto("/admin");
  await expect(heading(page, adminT("en")("employees.title"))).toBeVisible();
  const switcher = page.getByRole("group", { name: msg("en", "shell.language") });
  await expect(switcher.getByRole("button", { name: "English" })).toHaveAttribute("aria-current", "true");

  await switcher.getByRole("button", { name: "Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: adminT("es")("employees.title") })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    page
      .getByRole("navigation", { name: adminT("es")("nav.label") })
      .getByRole("link", { name: adminT("es")("nav.funnel") }),
  ).toBeVisible();

  await page.reload();
  await expect(heading(page, adminT("es")("employees.title"))).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test.describe("at 320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const locale of ["en", "es"] as const) {
    test(`the employees table page does not scroll sideways (${LANGUAGE[locale]})`, async ({
      page,
      api,
      adminSignIn,
      chooseLocale,
    }) => {
      const t = adminT(locale);
      await chooseLocale(locale);
      // Long words are the hard case: a long name and e-mail address.
      const token = `e2e-${randomWord(8).toLowerCase()}`;
      const employees = await Promise.all(
        [0, 1, 2].map((index) =>
          api.createEmployee({
            employer: "globex",
            personal: index === 0 ? "complete" : "none",
            overrides: {
              externalId: `${token}-${index}-payroll-number-0000000000`,
              lastName: `${randomWord(12)}${randomWord(12).toLowerCase()}`,
              isEligible: index !== 1,
            },
          }),
        ),
      );
      await adminSignIn("globex");

      await page.goto("/admin");
      await expect(heading(page, t("employees.title"))).toBeVisible();
      await expectLoaded(page);
      await expectNoHorizontalScroll(page);
      // The navigation waits behind "Menu": the page's heading is within the first screen, and the
      // focus the page puts on it at load draws no frame (a frame is for what a person can operate).
      const title = heading(page, t("employees.title"));
      expect((await title.boundingBox())!.y).toBeLessThan(320);
      expect(await title.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
      const nav = page.getByRole("navigation", { name: t("nav.label") });
      await expect(nav.getByRole("link", { name: t("nav.funnel") })).toBeHidden();
      const menu = nav.getByTestId("area-menu").locator("summary");
      await expect(menu).toContainText(t("nav.menu"));
      await menu.click();
      await nav.getByRole("link", { name: t("nav.funnel") }).click();
      await expect(heading(page, t("funnel.title"))).toBeVisible();
      await expect(nav.getByRole("link", { name: t("nav.employees") })).toBeHidden();
      await page.goto("/admin");
      await expectLoaded(page);
      await shot(page, `320px-${locale}-employees`);

      await filterEmployees(page, { q: token }, locale);
      await expectShowing(page, 1, employees.length, employees.length, locale);
      await page.getByRole("table").locator("summary").first().click();
      await expectNoHorizontalScroll(page);
      await shot(page, `320px-${locale}-employees-filtered`);

      // The table scrolls inside its own focusable region instead of the page.
      const region = page.getByRole("region", {
        name: new RegExp(`^${escapeRegExp(t("employees.caption", { sort: "§", order: "§" })).replace(/§/g, ".+")}$`),
      });
      await expect(region).toBeVisible();
      await expect(region).toHaveAttribute("tabindex", "0");
      await expectNoSeriousA11yViolations(page, `employees at 320 px [${locale}]`);
    });
  }
});
