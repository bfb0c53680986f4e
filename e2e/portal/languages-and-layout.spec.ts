import type { Page } from "@playwright/test";

import { expect, forEachLocale, test, type Employee } from "../fixtures/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { keepScreenshot } from "../support/screenshots";
import { msg, type Locale } from "../support/messages";
import { checkPageInLanguage, escapeRegExp, expectNoHorizontalScroll, heading } from "../support/portal-pages";

const PAGES = [
  { path: "/onboarding", title: "checklist.title" },
  { path: "/onboarding/personal", title: "personal.title" },
  { path: "/onboarding/check", title: "check.title" },
  { path: "/onboarding/agreements", title: "agreements.title" },
  { path: "/onboarding/income", title: "income.title" },
  { path: "/onboarding/repayment", title: "repayment.title" },
  { path: "/onboarding/identity", title: "identity.title" },
  { path: "/onboarding/card", title: "card.title" },
];

/** Loads the page and checks its language, its one h1, its <title>, and axe. */
const checkPage = (page: Page, locale: Locale, path: string, titleKey: string, name = path) =>
  checkPageInLanguage(page, locale, path, {
    heading: msg(locale, titleKey),
    title: new RegExp(escapeRegExp(msg(locale, titleKey))),
    name,
  });

forEachLocale((locale) => {
  test(`every portal page in ${locale === "en" ? "English" : "Spanish"}: lang, heading, title and axe`, async ({
    page,
    api,
    signIn,
  }) => {
    // Thirteen pages, each screenshotted whole and checked with axe: about 90 s on two busy cores,
    // the default timeout, so it gets the slow allowance (3×) instead of failing on the clock.
    test.slow();

    await test.step("signed out: the sign-in page", async () => {
      await checkPage(page, locale, "/sign-in", "signIn.title");
    });

    const fresh = await api.createEmployee({ employer: "acme", personal: "none" });
    await test.step("a new employee: every step page", async () => {
      await signIn(fresh);
      for (const { path, title } of PAGES) await checkPage(page, locale, path, title);
    });

    await test.step("payment-method employer: the repayment form open", async () => {
      const employee = await api.createEmployee({ employer: "globex" });
      await signIn(employee);
      await checkPage(page, locale, "/onboarding/repayment", "repayment.title", "repayment-globex");
      await page.getByRole("button", { name: msg(locale, "repayment.add.open") }).click();
      await expect(page.getByLabel(msg(locale, "repayment.sandbox.label"))).toBeVisible();
      await expectNoSeriousA11yViolations(page, `repayment form open [${locale}]`);
    });

    await test.step("everything done, card issued: checklist, identity and card", async () => {
      const done: Employee = await api.createEmployee({ employer: "acme" });
      await api.makeReady(done);
      await api.createCard(done, "all");
      await signIn(done);
      await checkPage(page, locale, "/onboarding", "checklist.title", "checklist-complete");
      await checkPage(page, locale, "/onboarding/identity", "identity.title", "identity-verified");
      await checkPage(page, locale, "/onboarding/card", "card.title", "card-issued");
    });
  });
});

test("the language switcher changes the page's language and keeps it", async ({ page, employee, signIn }) => {
  await signIn(employee);
  await expect(heading(page, msg("en", "checklist.title"))).toBeVisible();
  const switcher = page.getByRole("group", { name: msg("en", "shell.language") });
  await expect(switcher.getByRole("button", { name: "English" })).toHaveAttribute("aria-current", "true");

  await switcher.getByRole("button", { name: "Español" }).click();
  await expect(heading(page, msg("es", "checklist.title"))).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expectNoSeriousA11yViolations(page, "checklist after switching to Spanish");

  await page.reload();
  await expect(heading(page, msg("es", "checklist.title"))).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  await page
    .getByRole("group", { name: msg("es", "shell.language") })
    .getByRole("button", { name: "English" })
    .click();
  await expect(heading(page, msg("en", "checklist.title"))).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("at 320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  forEachLocale((locale) => {
    test(`no horizontal scrolling on the checklist and personal details (${locale})`, async ({ page, api, signIn }) => {
      const employee = await api.createEmployee({ employer: "acme", personal: "none" });
      await signIn(employee);
      for (const { path, title } of PAGES.slice(0, 2)) {
        await page.goto(path);
        await expect(heading(page, msg(locale, title))).toBeVisible();
        await expect(page.getByRole("status").filter({ hasText: /…$/ })).toHaveCount(0);
        await expectNoHorizontalScroll(page);
        // A compact header: the program's name on one line, language and sign-out on the next.
        const header = await page.getByRole("banner").boundingBox();
        expect(header?.height, "header height at 320 px").toBeLessThanOrEqual(100);
        await keepScreenshot(page, `320px-${locale}${path.replace(/\//g, "-")}`);
      }
      // An error state is the widest the personal page gets.
      await page.getByRole("button", { name: msg(locale, "personal.save") }).click();
      await expect(page.getByRole("heading", { name: msg(locale, "shell.errorSummaryTitle") })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });
});
