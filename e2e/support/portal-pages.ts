import { expect, type Locator, type Page } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./axe";
import { msg, type Locale } from "./messages";
import { keepScreenshot } from "./screenshots";

/** Page-level actions of the portal, by accessible names, shared by the journeys. */

export type PersonalDetails = {
  birth?: { month: string; day: string; year: string };
  phone?: string;
  address?: { line1: string; line2?: string; city: string; state: string; postalCode: string };
  ssn?: string;
};

export const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

/** After a client-side navigation focus moves to the new page's h1 (not after a full page load). */
export async function expectArrivedAt(page: Page, title: string): Promise<void> {
  await expect(heading(page, title)).toBeFocused();
}

export async function fillPersonalDetails(page: Page, details: PersonalDetails, locale: Locale = "en"): Promise<void> {
  const t = (key: string) => msg(locale, `personal.${key}`);
  if (details.birth) {
    const date = page.getByRole("group", { name: t("birthDate") });
    await date.getByLabel(t("month"), { exact: true }).fill(details.birth.month);
    await date.getByLabel(t("day"), { exact: true }).fill(details.birth.day);
    await date.getByLabel(t("year"), { exact: true }).fill(details.birth.year);
  }
  if (details.phone !== undefined) await page.getByLabel(t("phone"), { exact: true }).fill(details.phone);
  if (details.address) {
    await page.getByLabel(t("line1"), { exact: true }).fill(details.address.line1);
    await page.getByLabel(t("line2"), { exact: true }).fill(details.address.line2 ?? "");
    await page.getByLabel(t("city"), { exact: true }).fill(details.address.city);
    await page.getByLabel(t("state"), { exact: true }).selectOption(details.address.state);
    await page.getByLabel(t("postalCode"), { exact: true }).fill(details.address.postalCode);
  }
  if (details.ssn !== undefined) await ssnInput(page, locale).fill(details.ssn);
}

/** The SSN input: "Social Security number", or "New Social Security number (optional)" when one is on file. */
export const ssnInput = (page: Page, locale: Locale = "en") =>
  page
    .getByLabel(msg(locale, "personal.ssn"), { exact: true })
    .or(page.getByLabel(msg(locale, "personal.ssnNew"), { exact: true }));

/** Accepts the required agreements with the page's one accept action (which goes on to the next task); returns how many were listed. */
export async function acceptRequiredAgreements(page: Page, locale: Locale = "en"): Promise<number> {
  const required = page.getByRole("main").getByRole("article");
  await expect(required.first()).toBeVisible();
  const count = await required.count();
  await page.getByRole("button", { name: msg(locale, "agreements.acceptAll") }).click();
  return count;
}

/** Chooses a file as a person does: the field's button (named by its label) opens the file dialog, and the file is picked there. */
export async function chooseFile(page: Page, label: string, file: string): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: label }).click();
  await (await chooser).setFiles(file);
}

export async function submitIncome(page: Page, annual: string, monthly: string): Promise<void> {
  await page.getByLabel(msg("en", "income.annualIncome"), { exact: true }).fill(annual);
  await page.getByLabel(msg("en", "income.monthlyObligations"), { exact: true }).fill(monthly);
  await page.getByRole("button", { name: msg("en", "income.submit") }).click();
}

/**
 * After the test Visa card was saved on the repayment step: a verified method completes the step
 * (on to the next task, no page with only "Continue"), and back on it the card is the one method
 * listed, Verified.
 */
export async function expectVisaSavedAndVerified(page: Page): Promise<void> {
  const description = msg("en", "repayment.methods.describe.CardCredit", { name: "Visa", lastFour: "4242" });
  await expect(page).not.toHaveURL(/\/onboarding\/repayment/);
  await page.goto("/onboarding/repayment");
  const saved = page.getByRole("region", { name: msg("en", "repayment.methods.title") }).getByRole("listitem");
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(description);
  await expect(saved).toContainText(msg("en", "repayment.methods.status.Verified"));
}

/** The error summary: focused, titled, one link per problem pointing at its field. */
export async function expectErrorSummary(page: Page, links: Array<{ text: string; field: string }>): Promise<Locator> {
  const summary = page
    .getByRole("alert")
    .filter({ has: page.getByRole("heading", { name: msg("en", "shell.errorSummaryTitle") }) });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveCount(links.length);
  for (const { text, field } of links) {
    await expect(summary.getByRole("link", { name: text })).toHaveAttribute("href", `#field-${field}`);
  }
  return summary;
}

/**
 * Loads a page and checks what it owes a reader of `locale`: its language, its one h1, its
 * <title>, and content in place of its loading states; then keeps a screenshot (`name`) and runs axe.
 */
export async function checkPageInLanguage(
  page: Page,
  locale: Locale,
  path: string,
  expected: { heading: string; title: RegExp; name: string },
): Promise<void> {
  await page.goto(path);
  await expect(heading(page, expected.heading)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page).toHaveTitle(expected.title);
  // Loading states are replaced by content before axe looks.
  await expect(page.getByRole("status").filter({ hasText: /…$/ })).toHaveCount(0);
  await keepScreenshot(page, `${locale}-${expected.name}`);
  await expectNoSeriousA11yViolations(page, `${expected.name} [${locale}]`);
}

/** No horizontal scrolling: the page is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${clientWidth}px viewport`).toBeLessThanOrEqual(clientWidth);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
