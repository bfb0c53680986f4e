import { expect, test } from "../fixtures/test";
import { en } from "../support/messages";
import { expectVisaSavedAndVerified, heading } from "../support/portal-pages";

// Globex Retail (demo employer 1) repays from a saved payment method. On the sandbox app the
// repayment step shows the sandbox's stand-in for Stripe's Payment Element: a list of test cards.
test.use({ employer: "globex" });

test("payment-method employee: a declined card shows an error, then a Visa is saved as Verified", async ({
  page,
  api,
  employee,
  signIn,
  checkpoint,
}) => {
  await api.makeReady(employee, ["agreements", "atr", "identity"]);
  await signIn(employee);

  await test.step("the task list leads to the repayment step", async () => {
    await expect(page.getByTestId("task-progress")).toHaveText(en("checklist.progress", { current: 6, total: 7 }));
    await page.getByRole("link", { name: en("checklist.continue", { task: en("checklist.task.repayment") }) }).click();
    await expect(heading(page, en("repayment.title"))).toBeVisible();
    await expect(page.getByText(en("repayment.methods.none"))).toBeVisible();
    await checkpoint("repayment-empty");
  });

  const form = page.getByRole("region", { name: en("repayment.add.title") });
  const testCard = form.getByLabel(en("repayment.sandbox.label"));
  const save = form.getByRole("button", { name: en("repayment.add.submit") });

  await test.step("the sandbox form opens", async () => {
    await page.getByRole("button", { name: en("repayment.add.open") }).click();
    await expect(form.getByText(en("repayment.sandbox.title"))).toBeVisible();
    await expect(testCard).toBeVisible();
    await checkpoint("sandbox-form");
  });

  await test.step("a declined card: the error is shown and nothing is saved", async () => {
    await testCard.selectOption("pm_card_chargeDeclined");
    await save.click();
    await expect(form.getByText(en("repayment.errors.declined"))).toBeVisible();
    await expect(form.getByText(en("repayment.errors.title"))).toBeVisible();
    await expect(page.getByText(en("repayment.methods.none"))).toBeVisible();
    await checkpoint("declined");
  });

  await test.step("a Visa: saved and Verified", async () => {
    await testCard.selectOption("pm_card_visa");
    await expect(save).toBeEnabled();
    await save.click();
    await expectVisaSavedAndVerified(page);
    await checkpoint("saved");
  });

  await test.step("every requirement is now met", async () => {
    await page.goto("/onboarding");
    await expect(
      page.getByRole("link", { name: en("checklist.continue", { task: en("checklist.task.card") }) }),
    ).toBeVisible();
    expect((await api.onboardingStatus(employee)).complete).toBe(true);
  });
});
