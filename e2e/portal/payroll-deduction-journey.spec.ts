import { expect, test } from "../fixtures/test";
import { en } from "../support/messages";
import {
  acceptRequiredAgreements,
  expectArrivedAt,
  fillPersonalDetails,
  heading,
  submitIncome,
} from "../support/portal-pages";
import { randomSsn } from "../support/test-data";

// "Card ending in <digits>{lastFour}</digits>" as the page reads.
const endingIn = (lastFour: string) => en("card.details.endingIn", { lastFour }).replace(/<\/?digits>/g, "");

// Acme Manufacturing (demo employer 0) repays by payroll deduction: the whole way from the
// invitation to an active physical card, every page checked with axe and photographed; at the end
// the task list shows every task done.
test("payroll-deduction employee: invite → start page → every task → active physical card", async ({
  page,
  api,
  signIn,
  checkpoint,
}) => {
  // Every page of the way photographed whole and checked with axe: it ran out of the 90 s default
  // on its last step (the card's details) in a clean-clone CI run, so it has the slow allowance (3×).
  test.slow();
  const employee = await api.createEmployee({ employer: "acme", personal: "none" });

  await test.step("the invite link signs in on the start page: what you'll need, then the tasks", async () => {
    await signIn(employee);
    await expect(heading(page, en("checklist.title"))).toBeVisible();
    await expect(page.getByText(en("checklist.startIntro", { employer: "Acme Manufacturing" }))).toBeVisible();
    await expect(
      page.getByText(en("shell.programFor", { employer: "Acme Manufacturing" }), { exact: true }),
    ).toBeVisible();
    const tasks = page.getByRole("list", { name: en("checklist.tasksHeading") }).getByRole("listitem");
    await expect(tasks).toHaveCount(6);
    await expect(tasks.first()).toContainText(en("checklist.state.to_do"));
    await expect(tasks.nth(1)).toContainText(en("checklist.state.cannot_start"));
    await checkpoint("start");
    await page.getByRole("link", { name: en("checklist.startNow") }).click();
  });

  const ssn = randomSsn();
  await test.step("personal details: filled in, save and continue goes on to check the answers", async () => {
    await expectArrivedAt(page, en("personal.title"));
    await expect(page.getByLabel(en("personal.firstName"), { exact: true })).toHaveValue(employee.firstName);
    await fillPersonalDetails(page, {
      birth: { month: "4", day: "23", year: "1990" },
      phone: "(415) 555-2671",
      address: { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105" },
      ssn,
    });
    await checkpoint("personal-filled");
    await page.getByRole("button", { name: en("personal.save") }).click();
  });

  await test.step("check your answers, then confirm: the identity check runs and passes", async () => {
    await expectArrivedAt(page, en("check.title"));
    await expect(page.getByText("1 Market St")).toBeVisible();
    await expect(page.getByText(en("check.ssnEnding", { lastFour: ssn.replace(/\D/g, "").slice(-4) }))).toBeVisible();
    await expect(page.getByText("April 23, 1990")).toBeVisible();
    await checkpoint("check-answers");
    await page.getByRole("button", { name: en("check.confirm") }).click();
    // The sandbox's check passes at once: past the identity page, straight to the agreements.
    await expect(heading(page, en("agreements.title"))).toBeVisible({ timeout: 20_000 });
  });

  await test.step("agreements: each required one accepted", async () => {
    await expectArrivedAt(page, en("agreements.title"));
    await checkpoint("agreements");
    expect(await acceptRequiredAgreements(page)).toBeGreaterThanOrEqual(3);
  });

  await test.step("income in dollars: saved and continued to the card, which shows the limit", async () => {
    await expectArrivedAt(page, en("income.title"));
    await checkpoint("income");
    await submitIncome(page, "52,000", "1,500");
    await expectArrivedAt(page, en("card.title"));
    await page.goto("/onboarding/income");
    await expect(page.getByRole("heading", { name: en("income.result.passedTitle") })).toBeVisible();
    await expect(
      page.getByText(en("income.result.basedOn", { income: "$52,000.00", obligations: "$1,500.00" })),
    ).toBeVisible();
    await checkpoint("income-passed");
  });

  await test.step("repayment: payroll deduction is arranged by the employer", async () => {
    await page.goto("/onboarding/repayment");
    await expect(heading(page, en("repayment.title"))).toBeVisible();
    await expect(page.getByText(en("repayment.payroll.title"))).toBeVisible();
    await expect(page.getByText(en("repayment.payroll.body", { employer: "Acme Manufacturing" }))).toBeVisible();
    await checkpoint("repayment-payroll");
  });

  await test.step("card: virtual and physical, created with last four digits", async () => {
    await page.goto("/onboarding");
    await expect(page.getByTestId("task-progress")).toHaveText(en("checklist.progress", { current: 6, total: 6 }));
    await checkpoint("tasks-card-next");
    await page.getByRole("link", { name: en("checklist.continue", { task: en("checklist.task.card") }) }).click();
    await expectArrivedAt(page, en("card.title"));
    await page.getByLabel(en("card.choose.options.all.label")).check();
    await expect(page.getByRole("region", { name: en("card.address.title") })).toContainText("1 Market St");
    await checkpoint("card-choose");
    await page.getByRole("button", { name: en("card.choose.submit") }).click();
    await expect(page.getByTestId("virtual-last-four")).toHaveText(/^\d{4}$/);
    const [issued] = (await api.cards(employee)).data;
    await expect(page.getByTestId("virtual-last-four")).toHaveText(issued!.virtualCard.lastFour);
    const physical = page.getByRole("region", { name: en("card.details.physicalTitle") });
    await expect(physical).toContainText(en("card.details.statusLine", { status: en("card.details.status.Inactive") }));
    await expect(physical.getByText(endingIn(issued!.physicalCard!.lastFour))).toBeVisible();
    // The sandbox mails the physical card when it is made: it can be activated at once.
    await expect(physical).toContainText(
      en("card.details.shippingLine", { shipping: en("card.details.shipping.shipped") }),
    );
    await expect(physical.getByRole("button", { name: en("card.activate.submit") })).toBeEnabled();
    await checkpoint("card-created");
  });

  await test.step("card details: shown in the issuer's frame (the sandbox's, marked as a test card), then hidden", async () => {
    const virtual = page.getByRole("region", { name: en("card.details.virtualTitle") });
    await virtual.getByRole("button", { name: en("card.details.reveal.show") }).click();
    const frame = page.frameLocator(`iframe[title="${en("card.details.reveal.frameTitle")}"]`);
    await expect(frame.getByText("TEST CARD")).toBeVisible();
    const [issued] = (await api.cards(employee)).data;
    await expect(frame.locator('[data-field="number"]')).toHaveText(
      new RegExp(`^4000 00\\d\\d \\d{4} ${issued!.virtualCard.lastFour}$`),
    );
    await expect(frame.locator('[data-field="cvc"]')).toHaveText(/^\d{3}$/);
    // The portal page itself never holds the number: only the frame does.
    expect(await page.locator("main").innerText()).not.toMatch(/\d{4} \d{4} \d{4} \d{4}/);
    await checkpoint("card-details");
    await virtual.getByRole("button", { name: en("card.details.reveal.hide") }).click();
    await expect(page.locator(`iframe[title="${en("card.details.reveal.frameTitle")}"]`)).toHaveCount(0);
  });

  await test.step("the card, mailed when it was made (sandbox issuing), is activated", async () => {
    const [card] = (await api.cards(employee)).data;
    expect(card).toBeDefined();
    await page.reload();
    const physical = page.getByRole("region", { name: en("card.details.physicalTitle") });
    await expect(physical).toContainText(
      en("card.details.shippingLine", { shipping: en("card.details.shipping.shipped") }),
    );
    await checkpoint("card-shipped");
    await physical.getByRole("button", { name: en("card.activate.submit") }).click();
    await expect(physical.getByRole("status")).toHaveText(en("card.activate.active"));
    await expect(physical).toContainText(en("card.details.statusLine", { status: en("card.details.status.Active") }));
    await checkpoint("card-active");
    expect((await api.cards(employee)).data[0]?.status).toBe("Active");
  });

  await test.step("the task list: every task done", async () => {
    await page.goto("/onboarding");
    await expect(page.getByText(en("checklist.allDone"))).toBeVisible();
    await expect(
      page
        .getByRole("list", { name: en("checklist.tasksHeading") })
        .getByText(en("checklist.state.done"), { exact: true }),
    ).toHaveCount(6);
    await checkpoint("tasks-done");
  });
});
