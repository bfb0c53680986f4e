import { expectNoHorizontalScroll, heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { adminT, operatorT } from "../support/operator-pages";
import { expect, signInOperatorOverHttp, test } from "../fixtures/operator";

// Support across employers in the console (docs/operator.md#people): a `support` operator finds a
// person of a demo employer by name, reads HR's page of them masked, e-mails their invitation again
// (once: the second is skipped, as HR's is) and signs them out everywhere. A `program` operator is
// told the section is not for their role.

const t = operatorT("en");
const a = adminT("en");
const p = (key: string, values?: Record<string, string>) => t(`people.${key}`, values);

test("support finds a person across employers, reads their page masked, e-mails the invitation again and signs them out everywhere", async ({
  page,
  browser,
  baseURL,
  app,
  api,
  operatorSignIn,
}) => {
  const employee = await api.createEmployee({ employer: "acme" });
  await operatorSignIn("support");
  const search = page.getByRole("searchbox", { name: p("search.label") });

  await test.step("the people page, from the navigation: two characters are refused beside the field", async () => {
    await page.goto("/operator");
    await page
      .getByRole("navigation", { name: t("nav.label") })
      .getByRole("link", { name: t("nav.people") })
      .click();
    await expect(heading(page, p("title"))).toBeFocused();
    await search.fill("ab");
    await page.getByRole("button", { name: p("search.submit") }).click();
    await expect(search).toBeFocused();
    await expect(page.getByText(p("search.tooShort"))).toBeVisible();
  });

  await test.step("the person's last name finds them, with their employer", async () => {
    await search.fill(employee.lastName);
    await page.getByRole("button", { name: p("search.submit") }).click();
    await expect(page).toHaveURL(new RegExp(`/operator/people\\?q=${employee.lastName}$`));
    const row = page.getByRole("row").filter({ hasText: employee.lastName });
    await expect(row).toContainText("Acme Manufacturing");
    await expectNoSeriousA11yViolations(page, "operator people search");
    await row
      .getByRole("link", { name: a("employees.name", { first: employee.firstName, last: employee.lastName }) })
      .click();
  });

  await test.step("their page: HR's, with the birth date and address hidden for the role", async () => {
    await expect(
      heading(page, a("employees.name", { first: employee.firstName, last: employee.lastName })),
    ).toBeVisible();
    await expect(page.getByRole("main").getByText("Acme Manufacturing")).toBeVisible();
    await expect(page.getByText(a("detail.hiddenForRole"))).toHaveCount(2);
    await expect(page.getByRole("heading", { name: a("detail.sections.requirements") })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "operator person");
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step("the invitation is e-mailed again once; a second is skipped, as HR's would be", async () => {
    const fixes = page.getByRole("region", { name: p("fixes.title") });
    await fixes.getByRole("button", { name: p("fixes.resend") }).click();
    await expect(fixes.getByRole("status").filter({ hasText: a("bulkInvite.statuses.sent") })).toBeVisible();
    await fixes.getByRole("button", { name: p("fixes.resend") }).click();
    await expect(
      fixes.getByRole("status").filter({ hasText: a("bulkInvite.statuses.recently_invited") }),
    ).toBeVisible();
  });

  await test.step("signed out everywhere", async () => {
    const fixes = page.getByRole("region", { name: p("fixes.title") });
    await fixes.getByRole("button", { name: a("invite.endSessions") }).click();
    await expect(fixes.getByRole("status").filter({ hasText: a("invite.sessionsEnded") })).toBeVisible();
  });

  await test.step("a program operator is told people are not for their role", async () => {
    const other = await browser.newContext({ baseURL });
    try {
      await signInOperatorOverHttp(other, app, "program");
      const programPage = await other.newPage();
      await programPage.goto("/operator/people");
      await expect(programPage.getByText(p("notForYourRole"))).toBeVisible();
      await expect(programPage.getByRole("searchbox")).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});
