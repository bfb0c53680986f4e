import { expect, test, type Employee } from "../fixtures/admin";
import {
  adminT,
  expectLoaded,
  expectNoHorizontalScroll,
  expectShowing,
  heading,
  personName,
} from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { escapeRegExp } from "../support/portal-pages";
import { randomWord } from "../support/test-data";

const LANGUAGE = { en: "English", es: "Spanish" } as const;

// HR's journey through the redesigned table: who each person waits on, the "Needs HR action"
// filter, and a bulk invite by e-mail with its per-person results, then the e-mailed single-use
// link opened from the development outbox. In both languages, at 320 px, checked with axe.
for (const locale of ["en", "es"] as const) {
  test(`HR sees who people wait on, filters on HR's work and invites them by e-mail (${LANGUAGE[locale]}, 320 px)`, async ({
    page,
    context,
    api,
    adminSignIn,
    chooseLocale,
    checkpoint,
  }) => {
    const t = adminT(locale);
    const token = `e2e-${randomWord(8).toLowerCase()}`;
    const mark = (index: number) => ({ externalId: `${token}-${index}` });
    // Two without a payroll schedule (HR's to fix), one on a schedule and invited a moment ago.
    const noSchedule: Employee[] = [];
    for (const index of [1, 2])
      noSchedule.push(
        await api.createEmployee({
          employer: "acme",
          personal: "none",
          overrides: { ...mark(index), payrollScheduleId: null },
        }),
      );
    const invited = await api.createEmployee({ employer: "acme", personal: "none", overrides: mark(3) });
    // One whose income answer was declined: nobody to act, and an invitation cannot help (issue 42).
    const declined = await api.createEmployee({ employer: "acme", overrides: mark(4) });
    await api.makeReady(declined, ["agreements", "identity"]);
    const decision = await api.call(declined.employer, "POST", `${declined.base}/atr`, {
      annualIncome: 1_200_000,
      monthlyObligations: 250_000,
    });
    expect(decision.body).toMatchObject({ passed: false });
    const admin = await adminSignIn("acme");
    await admin.call("POST", `/api/admin/employees/${invited.id}/invite-link`);
    await chooseLocale(locale);
    await page.setViewportSize({ width: 320, height: 900 });

    const table = page.getByRole("table", {
      name: new RegExp(`^${escapeRegExp(t("employees.caption", { sort: "§", order: "§" })).replace(/§/g, ".+")}$`),
    });
    const rowOf = (employee: Employee) =>
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: personName(employee, locale) }) });
    const hrWords = `${t("waiting.label", { owner: t("waiting.owners.hr"), requirement: t("requirements.payroll_schedule") })} — ${t("waiting.statuses.missing")}`;

    await test.step("each row says in words who the person is waiting on, and when they were invited", async () => {
      await page.goto(`/admin?q=${token}`);
      await expect(heading(page, t("employees.title"))).toBeVisible();
      await expectLoaded(page);
      await expectShowing(page, 1, 4, 4, locale);
      for (const employee of noSchedule) {
        await expect(rowOf(employee)).toContainText(hrWords);
        await expect(rowOf(employee)).toContainText(t("waiting.needsHrAction"));
        await expect(rowOf(employee)).toContainText(t("employees.notInvited"));
      }
      await expect(rowOf(invited)).toContainText(t("waiting.owners.employee"));
      await expect(rowOf(invited)).not.toContainText(t("waiting.needsHrAction"));
      await expect(rowOf(invited)).not.toContainText(t("employees.notInvited"));
      await expect(rowOf(declined)).toContainText(t("waiting.creditDecisionMade"));
      await expect(rowOf(declined)).not.toContainText(t("waiting.owners.employee"));
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page, `employees waiting on [${locale}]`);
      await checkpoint(`${locale}-waiting-on`);
    });

    await test.step("'Needs HR action' keeps only the two HR must fix", async () => {
      const form = page.getByRole("search", { name: t("filters.label") });
      await form.getByRole("checkbox", { name: t("filters.needsHrAction") }).check();
      await form.getByRole("button", { name: t("filters.apply") }).click();
      await expect(page).toHaveURL(/[?&]needsHrAction=true(&|$)/);
      await expectShowing(page, 1, 2, 2, locale);
      await expect(rowOf(invited)).toHaveCount(0);
      await page.getByRole("link", { name: t("filters.clear") }).click();
      await page.goto(`/admin?q=${token}`);
      await expectShowing(page, 1, 4, 4, locale);
    });

    await test.step("select the page and invite by e-mail, confirming by keyboard", async () => {
      await table.getByRole("checkbox", { name: t("employees.selectPage") }).check();
      await expect(page.getByText(t("bulkInvite.selected", { count: 4 }), { exact: true })).toBeVisible();
      await page.getByRole("button", { name: t("bulkInvite.inviteSelected", { count: 4 }) }).click();
      const confirm = page.getByRole("heading", { name: t("bulkInvite.confirm", { count: 4 }) });
      await expect(confirm).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: t("bulkInvite.send") })).toBeFocused();
      await page.keyboard.press("Enter");

      const results = page.getByRole("heading", { name: t("bulkInvite.resultTitle"), exact: true });
      await expect(results).toBeFocused();
      await expect(page.getByText(t("bulkInvite.summary", { sent: 2, skipped: 2 }))).toBeVisible();
      const resultTable = page.getByRole("table", { name: t("bulkInvite.resultTitle"), exact: true });
      const result = (employee: Employee) =>
        resultTable
          .getByRole("row")
          .filter({ has: page.getByRole("rowheader", { name: personName(employee, locale) }) });
      for (const employee of noSchedule) await expect(result(employee)).toContainText(t("bulkInvite.statuses.sent"));
      await expect(result(invited)).toContainText(t("bulkInvite.statuses.recently_invited"));
      await expect(result(declined)).toContainText(t("bulkInvite.statuses.nothing_to_do"));
      // The table reads again: the invite dates are there.
      for (const employee of noSchedule) await expect(rowOf(employee)).not.toContainText(t("employees.notInvited"));
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page, `bulk invite results [${locale}]`);
      await checkpoint(`${locale}-invited`);
    });

    await test.step("the e-mail's link is single-use: it signs the employee in once", async () => {
      const [first] = noSchedule;
      await page.goto("/dev/outbox");
      const mail = page.getByRole("listitem").filter({ hasText: first!.email });
      await expect(mail).toHaveCount(1);
      await expect(mail).toContainText(/works once/);
      const link = mail.getByRole("link", { name: /\/invite\// }).first();
      const href = (await link.getAttribute("href"))!;
      await link.click();
      await expect(page).toHaveURL(/\/onboarding$/);
      await context.clearCookies();
      await page.goto(href);
      await expect(page).toHaveURL(/\/sign-in\?error=link_invalid$/);
    });
  });
}
