import { randomBytes } from "node:crypto";

import { expectNoHorizontalScroll, heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { adminT, operatorT } from "../support/operator-pages";
import { closeOperatorStepUpWindow, expect, signInOperatorOverHttp, test, totpCode } from "../fixtures/operator";

// The console's pages for employers, program terms and the operators (docs/operator.md#the-consoles-pages):
// each test signs in an operator of its own over HTTP, in the role it needs (e2e/fixtures/operator.ts),
// and works through the pages; each new page is checked with axe. The program terms are published
// for a time far ahead, so the decisions other journeys make in this app keep the terms in force.

const t = operatorT("en");
const a = adminT("en");
const e = (key: string, values?: Record<string, string | number>) => t(`employers.${key}`, values);

test("a program operator sets up an employer with a schedule, changes it, suspends it with a reason and reactivates it, and invites its HR owner", async ({
  page,
  operatorSignIn,
}) => {
  const suffix = randomBytes(3).toString("hex");
  const name = `Initech ${suffix}`;
  await operatorSignIn("program");

  await test.step("the navigation and the home page show what the program role may open; the team page says it is not for them", async () => {
    await page.goto("/operator");
    const nav = page.getByRole("navigation", { name: t("nav.label") });
    await expect(nav.getByRole("link")).toHaveText([
      t("nav.home"),
      t("nav.employers"),
      t("nav.terms"),
      t("nav.agreements"),
      t("nav.partners"),
      t("nav.account"),
    ]);
    await expect(page.getByRole("main").getByRole("link", { name: t("nav.team") })).toHaveCount(0);
    await page.goto("/operator/team");
    await expect(page.getByText(t("team.notForYourRole"))).toBeVisible();
    await expect(page.getByRole("button", { name: t("team.invite.submit") })).toHaveCount(0);
  });

  await test.step("the employers page: a new employer with two schedule rows, one removed again", async () => {
    await page.goto("/operator/employers");
    await expect(heading(page, e("title"))).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${e("title")} – `));
    await expectNoSeriousA11yViolations(page, "operator employers");
    // Nothing filled in: the summary names the fields.
    await page.getByRole("button", { name: e("create.submit") }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: e("form.errors.name.required") })).toBeVisible();
    await page.getByLabel(e("form.name"), { exact: true }).fill(name);
    await page.getByLabel(e("form.legalName"), { exact: true }).fill(`${name} Holdings, LLC`);
    await page.getByRole("radio", { name: e("form.languages.es") }).check();
    await page.getByRole("checkbox", { name: e("form.paymentMethod") }).check();
    await page.getByLabel(e("form.scheduleName")).fill("Biweekly");
    await page.getByRole("button", { name: e("form.addSchedule") }).click();
    await expect(page.getByLabel(e("form.scheduleName")).nth(1)).toBeFocused();
    await page
      .getByRole("button", { name: `${e("form.removeSchedule")} ${e("form.scheduleRow", { number: 2 })}` })
      .click();
    await expect(page.getByLabel(e("form.scheduleName"))).toHaveCount(1);
    await page.getByLabel(e("form.contactEmail")).fill(`peggy.${suffix}@initech.example`);
    await page.getByLabel(e("form.contactPhone")).fill("(415) 555-2671");
    await page.getByRole("button", { name: e("create.submit") }).click();
    await expect(page).toHaveURL(/\/operator\/employers\/empr_/);
    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByText(e("detail.created"))).toBeVisible();
    // The schedule's id is the API's: its name and frequency are enough to find it.
    await expect(page.getByText(/^Biweekly, Every two weeks \(schedule \d+\)$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, "operator employer");
  });

  await test.step("its details changed: a new name and a second schedule", async () => {
    await page.getByRole("button", { name: e("edit.open") }).click();
    await expect(page.getByRole("heading", { name: e("edit.title") })).toBeFocused();
    await page.getByLabel(e("form.name"), { exact: true }).fill(`${name} Renamed`);
    await page.getByRole("button", { name: e("form.addSchedule") }).click();
    await page.getByLabel(e("form.scheduleName")).fill("Monthly");
    await page.getByLabel(e("form.payFrequency")).selectOption("monthly");
    await page.getByRole("button", { name: e("edit.submit") }).click();
    await expect(page.getByText(e("edit.saved"))).toBeVisible();
    await expect(heading(page, `${name} Renamed`)).toBeVisible();
    await expect(page.getByText(/^Monthly, Monthly \(schedule \d+\)$/)).toBeVisible();
  });

  await test.step("suspended with a reason (the page says what that does), then reactivated", async () => {
    await expect(page.getByText(e("suspension.whatItDoes"))).toBeVisible();
    await expect(page.getByText(e("suspension.whatKeepsWorking"))).toBeVisible();
    await page.getByRole("button", { name: e("suspension.submit") }).click();
    await expect(page.getByLabel(e("suspension.reason"))).toBeFocused();
    await expect(page.getByText(e("suspension.reasonRequired"))).toBeVisible();
    await page.getByLabel(e("suspension.reason")).fill("Contract under review");
    await page.getByRole("button", { name: e("suspension.submit") }).click();
    await expect(page.getByRole("status").filter({ hasText: e("suspension.suspended") })).toBeVisible();
    await expect(page.getByText(e("suspension.reasonShown", { reason: "Contract under review" }))).toBeVisible();
    await expect(page.getByRole("main").getByText(e("status.suspended"), { exact: true })).toBeVisible();
    await page.getByRole("button", { name: e("suspension.reactivate.button") }).click();
    await page.getByRole("button", { name: e("suspension.reactivate.confirm") }).click();
    await expect(page.getByText(e("suspension.reactivate.done"))).toBeVisible();
    await expect(page.getByRole("main").getByText(e("status.active"), { exact: true })).toBeVisible();
  });

  await test.step("its HR owner is invited; at 320 px nothing scrolls sideways", async () => {
    const owner = `bill.${suffix}@initech.example`;
    await page.getByLabel(e("owner.email")).fill(owner);
    await page.getByLabel(e("owner.name")).fill("Bill Lumbergh");
    await page.getByRole("button", { name: e("owner.submit") }).click();
    await expect(page.getByRole("status").filter({ hasText: owner })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});

test("program terms: a number out of bounds is refused naming the field; past the five-minute step-up window, a valid version is published after the factor", async ({
  page,
  context,
  operatorSignIn,
}) => {
  const operator = await operatorSignIn("program");
  const largest = page.getByLabel(
    t("terms.fields.labelIn", { label: t("terms.fields.maxCreditLineCents.label"), unit: t("terms.units.money") }),
  );

  await test.step("the versions, and the form with each number's meaning and bounds", async () => {
    await page.goto("/operator/terms");
    await expect(heading(page, t("terms.title"))).toBeVisible();
    await expect(page.getByRole("table").getByText(t("terms.versions.states.inForce"), { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        `${t("terms.fields.maxCreditLineCents.means")} ${t("terms.form.bounds", { min: "$100.00", max: "$25,000.00" })}`,
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, "operator program terms");
  });

  await test.step("$30,000 as the largest line: the API refuses it, naming the field", async () => {
    await largest.fill("30000");
    await page.getByLabel(t("terms.fields.effectiveAt.label")).fill("2099-01-01T09:00");
    await page.getByRole("button", { name: t("terms.form.submit") }).click();
    const problem = t("terms.errors.out_of_bounds", {
      field: t("terms.fields.maxCreditLineCents.label"),
      min: "$100.00",
      max: "$25,000.00",
    });
    const summary = page.getByRole("alert").filter({ has: page.getByRole("link", { name: problem }) });
    await expect(summary).toBeFocused();
    await summary.getByRole("link", { name: problem }).click();
    await expect(largest).toBeFocused();
    await expect(largest).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(problem)).toHaveCount(2);
  });

  await test.step("five minutes on, a valid version asks for the factor first, then is published", async () => {
    await closeOperatorStepUpWindow(context);
    await largest.fill("6000");
    await page.getByRole("button", { name: t("terms.form.submit") }).click();
    const dialog = page.getByRole("dialog", { name: a("stepUp.title") });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(t("stepUp.intro"))).toBeVisible();
    await expectNoSeriousA11yViolations(page, "operator step-up");
    // The code after the one that confirmed the app (a code is spent once used).
    await dialog.getByLabel(a("factor.codeLabel")).fill(totpCode(operator.totpSecret, 1));
    await dialog.getByRole("button", { name: a("stepUp.confirm") }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: t("terms.publishedLater") })).toBeVisible();
    const scheduled = page.getByRole("row").filter({ hasText: t("terms.versions.states.scheduled") });
    await expect(scheduled.getByText("$6,000.00")).toBeVisible();
  });
});

test("an owner invites an operator, changes an operator's role, and disables and enables them", async ({
  page,
  browser,
  baseURL,
  app,
  operatorSignIn,
}) => {
  await operatorSignIn("owner");
  // Another operator, to be managed: joined in a browser of their own.
  const other = await browser.newContext({ baseURL });
  const managed = await signInOperatorOverHttp(other, app, "support").finally(() => other.close());
  const invitee = `op.invited.${randomBytes(3).toString("hex")}@program.example`;

  await test.step("the team page, reached from the navigation", async () => {
    await page.goto("/operator");
    await page
      .getByRole("navigation", { name: t("nav.label") })
      .getByRole("link", { name: t("nav.team") })
      .click();
    await expect(heading(page, t("team.title"))).toBeFocused();
    await expect(page.getByRole("row").filter({ hasText: managed.email })).toContainText(t("roles.names.support"));
    await expectNoSeriousA11yViolations(page, "operator team");
  });

  await test.step("an operator is invited in a role", async () => {
    await page.getByLabel(t("team.invite.name")).fill("Casey Compliance");
    await page.getByLabel(t("team.invite.email")).fill(invitee);
    await page.getByRole("radio", { name: t("roles.names.compliance") }).check();
    await page.getByRole("button", { name: t("team.invite.submit") }).click();
    await expect(page.getByRole("status").filter({ hasText: invitee })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: t("team.invites.title") })
        .getByRole("row")
        .filter({ hasText: invitee }),
    ).toContainText(t("roles.names.compliance"));
  });

  await test.step("another operator's role changes, after a confirm step; then they are disabled and enabled", async () => {
    await page.getByRole("button", { name: `${t("team.people.manage")} ${managed.name}` }).click();
    const panel = page.getByRole("region", { name: t("team.manageTitle", { name: managed.name }) });
    await expect(panel.getByRole("heading", { level: 2 })).toBeFocused();
    await panel.getByRole("radio", { name: t("roles.names.compliance") }).check();
    await panel.getByRole("button", { name: t("team.roleChange.submit") }).click();
    await panel.getByRole("button", { name: t("team.roleChange.confirm") }).click();
    const done = t("team.roleChange.done", { name: managed.name, role: t("roles.names.compliance") });
    await expect(panel.getByRole("status").filter({ hasText: done })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: managed.email })).toContainText(t("roles.names.compliance"));
    await panel.getByRole("button", { name: t("team.actions.disable.button") }).click();
    await panel.getByRole("button", { name: t("team.actions.disable.confirm") }).click();
    await expect(panel.getByText(t("team.actions.disable.done", { name: managed.name }))).toBeVisible();
    await panel.getByRole("button", { name: t("team.actions.enable.button") }).click();
    await panel.getByRole("button", { name: t("team.actions.enable.confirm") }).click();
    await expect(panel.getByText(t("team.actions.enable.done", { name: managed.name }))).toBeVisible();
  });
});
