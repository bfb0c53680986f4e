import type { Page } from "@playwright/test";

import { expect, forEachLocale, test } from "../fixtures/test";
import { msg, type Locale } from "../support/messages";
import { expectNoHorizontalScroll, heading } from "../support/portal-pages";

// A Regulation B adverse action notice after a declined income step: $42,558.23 a year with
// $1,500 a month of obligations misses the debt-to-income limit by one cent.
const NOTICE = {
  en: {
    title: "Notice of action taken on your application",
    reason: /^Excessive obligations in relation to income/,
    ecoa: /^The Federal Equal Credit Opportunity Act prohibits creditors/,
  },
  es: {
    title: "Aviso de la decisión sobre su solicitud",
    reason: /^Obligaciones excesivas en relación con sus ingresos/,
    ecoa: /^La Ley Federal de Igualdad de Oportunidades de Crédito/,
  },
} as const;

async function submitDeclinedIncome(page: Page, locale: Locale): Promise<void> {
  await page.goto("/onboarding/income");
  await expect(heading(page, msg(locale, "income.title"))).toBeVisible();
  await page.getByLabel(msg(locale, "income.annualIncome"), { exact: true }).fill("42,558.23");
  await page.getByLabel(msg(locale, "income.monthlyObligations"), { exact: true }).fill("1,500");
  await page.getByRole("button", { name: msg(locale, "income.submit") }).click();
}

async function expectNotice(page: Page, locale: Locale): Promise<void> {
  await expect(heading(page, msg(locale, "notice.title"))).toBeVisible();
  const notice = page.getByRole("article", { name: NOTICE[locale].title });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("listitem")).toHaveText([NOTICE[locale].reason]);
  await expect(notice.getByText(NOTICE[locale].ecoa)).toBeVisible();
  await expect(notice.getByText("Sandbox Benefits Card Program (test creditor)")).toBeVisible();
  await expect(notice.getByText("Federal Trade Commission, Consumer Response Center")).toBeVisible();
  // Nothing the person typed is repeated in the notice.
  await expect(notice).not.toContainText("42,558");
}

forEachLocale((locale) => {
  test(`a declined income step leads to the adverse action notice, in ${locale === "en" ? "English" : "Spanish"}, by keyboard and at 320 px`, async ({
    page,
    employee,
    signIn,
    checkpoint,
  }) => {
    await signIn(employee);

    await test.step("declined: the notice page follows the income step", async () => {
      await submitDeclinedIncome(page, locale);
      await expect(page).toHaveURL(/\/onboarding\/income\/notice\/aan_\w+$/);
      await expectNotice(page, locale);
      const today = new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", {
        dateStyle: "long",
        timeZone: "UTC",
      }).format(new Date());
      await expect(page.getByText(msg(locale, "notice.emailed", { date: today }))).toBeVisible();
      await checkpoint(`notice-${locale}`);
    });

    await test.step("at 320 px: no sideways scrolling, still axe-clean", async () => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.reload();
      await expectNotice(page, locale);
      await expectNoHorizontalScroll(page);
      await checkpoint(`notice-${locale}-320`);
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step("reachable later from the income step, by keyboard", async () => {
      const noticeUrl = page.url();
      const back = page.getByRole("link", { name: msg(locale, "notice.backToIncome") });
      await back.focus();
      await page.keyboard.press("Enter");
      await expect(heading(page, msg(locale, "income.title"))).toBeVisible();
      // The heading names the principal reason (a debt-to-income decline here).
      await expect(
        page.getByRole("heading", { name: msg(locale, "income.result.failedTitles.debt_to_income_exceeded") }),
      ).toBeVisible();
      const link = page.getByRole("link", { name: msg(locale, "income.result.noticeLink") });
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(noticeUrl);
      await expectNotice(page, locale);
    });

    await test.step("sent by e-mail in the same language (the development outbox)", async () => {
      await page.goto("/dev/outbox");
      const mail = page.getByRole("listitem").filter({ hasText: employee.email }).first();
      await expect(mail).toContainText(NOTICE[locale].title);
    });
  });
});

test("the notice follows the portal's language: chosen after the decision, it reads in Spanish", async ({
  page,
  employee,
  signIn,
  chooseLocale,
  checkpoint,
}) => {
  await signIn(employee);
  await submitDeclinedIncome(page, "en");
  await expectNotice(page, "en");
  await chooseLocale("es");
  await page.reload();
  await expectNotice(page, "es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await checkpoint("notice-switched-to-es");
});
