import { expect, type Locator, type Page } from "@playwright/test";

import { msg, translator, type Locale } from "./messages";
import { escapeRegExp, expectArrivedAt } from "./portal-pages";

/** Page-level actions and checks of the HR admin area, by accessible names, shared by the admin journeys. */

/** `admin.…` messages in a language, ICU arguments (plurals, numbers) formatted as the app does. */
export const adminT = (locale: Locale = "en") => translator(locale, "admin");
export const at = adminT("en");

export { expectArrivedAt, expectNoHorizontalScroll, heading } from "./portal-pages";

/** The admin error summary: focused, titled, one link per problem pointing at its field. */
export async function expectAdminErrorSummary(
  page: Page,
  links: Array<{ text: string; field: string }>,
  locale: Locale = "en",
): Promise<Locator> {
  const summary = page
    .getByRole("alert")
    .filter({ has: page.getByRole("heading", { name: msg(locale, "admin.common.errorSummaryTitle") }) });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveCount(links.length);
  for (const { text, field } of links) {
    await expect(summary.getByRole("link", { name: text, exact: true })).toHaveAttribute("href", `#field-${field}`);
  }
  return summary;
}

/**
 * Follows a link of the admin navigation (its `admin.nav.…` key, in English) as a person would:
 * the URL ends in the page's path, and focus is on the page's heading (its title key).
 */
export async function followAdminNav(
  page: Page,
  to: { link: string; path: string; title: string; exact?: boolean },
): Promise<void> {
  await page
    .getByRole("navigation", { name: at("nav.label") })
    .getByRole("link", { name: at(to.link), ...(to.exact ? { exact: true } : {}) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(to.path)}$`));
  await expectArrivedAt(page, at(to.title));
}

// ── The employees table ───────────────────────────────────────────────────────────────────────

export const employeesTable = (page: Page) => page.getByRole("table");
/** The table's row headers: each employee's "Last, First" link, in the order shown. */
export const rowNames = (page: Page) => employeesTable(page).getByRole("rowheader");
export const nameColumn = (page: Page, locale: Locale = "en") =>
  page.getByRole("columnheader", { name: adminT(locale)("employees.columns.name"), exact: true });

/** The live line above the table reads "Showing {first}–{last} of {total} employees". */
export async function expectShowing(
  page: Page,
  first: number,
  last: number,
  total: number,
  locale: Locale = "en",
): Promise<void> {
  await expect(
    page.getByRole("status").filter({
      hasText: new RegExp(`^${escapeRegExp(adminT(locale)("employees.showing", { first, last, total }))}$`),
    }),
  ).toBeVisible();
}

/** Fills in the search and filter form and applies it (the table's state goes to the URL). */
export async function filterEmployees(
  page: Page,
  filters: { q?: string; stuckOn?: string; status?: string },
  locale: Locale = "en",
): Promise<void> {
  const t = adminT(locale);
  const form = page.getByRole("search", { name: t("filters.label") });
  await form.getByRole("searchbox", { name: t("filters.search") }).fill(filters.q ?? "");
  await form.getByRole("combobox", { name: t("filters.stuckOn") }).selectOption(filters.stuckOn ?? "");
  await form.getByRole("combobox", { name: t("filters.status") }).selectOption(filters.status ?? "all");
  await form.getByRole("button", { name: t("filters.apply") }).click();
}

/** "Last, First", as the table and the employee page's heading name a person. */
export const personName = (employee: { firstName: string; lastName: string }, locale: Locale = "en") =>
  adminT(locale)("employees.name", { first: employee.firstName, last: employee.lastName });

/** No "Loading…" status is left on the page (the API answers replaced them). */
export async function expectLoaded(page: Page): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: /…$/ })).toHaveCount(0);
}

// ── Pages that may not exist yet ──────────────────────────────────────────────────────────────

/**
 * Whether an admin page's source exists (the imports, webhooks and API clients pages are being
 * built beside these tests). A test of a missing page is skipped with an annotation saying so.
 */
