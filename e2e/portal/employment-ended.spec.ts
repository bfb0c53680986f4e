import { expect, test } from "../fixtures/test";
import { en, msg } from "../support/messages";
import { heading } from "../support/portal-pages";

// Issue 16 item 3 (docs/program-rules.md): the employer reports that a cardholder repaying by
// payroll deduction no longer works there. The program pauses the card; the person sees why in
// plain words, with whom to contact, and is asked for a payment method to finish repaying — even
// though the employer (Acme, payroll deduction) does not offer repayment from a saved method.
test.use({ viewport: { width: 320, height: 720 } });

test("an employee whose employment ended sees the paused card and adds a payment method", async ({
  page,
  api,
  employee,
  signIn,
  checkpoint,
}) => {
  await api.makeReady(employee, ["agreements", "atr", "identity"]);
  await api.createCard(employee, "virtual");
  await api.patchEmployee(employee, [{ op: "replace", path: "/isEmployed", value: false }]);
  // The background worker applies the rules within a moment.
  await expect
    .poll(async () => (await api.cards(employee)).data[0]?.locks.map((lock) => lock.reason))
    .toEqual(["employment_ended"]);
  await expect.poll(async () => (await api.getEmployee(employee)).repaymentMethodRequired).toBe(true);
  const employer = employee.employer.name;

  await test.step("the task list says the card is paused, why, and what to do", async () => {
    await signIn(employee);
    await expect(heading(page, en("cardHold.title.locked"))).toBeVisible();
    await expect(page.getByText(en("cardHold.locked.employment_ended", { employer }))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: en("cardHold.repay.heading") })).toBeVisible();
    await expect(page.getByText(en("cardHold.mistake", { employer }))).toBeVisible();
    await checkpoint("card-paused");
  });

  await test.step("the card page shows the program's lock, which the employee cannot lift", async () => {
    await page.getByRole("link", { name: en("cardHold.seeCard") }).click();
    await expect(page.getByTestId("card-lock-state")).toHaveText(en("card.lock.locked"));
    await expect(page.getByText(en("card.lock.reasons.employment_ended"))).toBeVisible();
    await expect(page.getByText(en("card.repayRequired.body"))).toBeVisible();
    await checkpoint("card-page-paused");
  });

  await test.step("the repayment step asks for a payment method, and a Visa is saved", async () => {
    await page.getByRole("link", { name: en("card.repayRequired.link") }).click();
    await expect(heading(page, en("repayment.title"))).toBeVisible();
    await expect(page.getByText(en("repayment.required.title"))).toBeVisible();
    await expect(page.getByText(en("repayment.payroll.title"))).toHaveCount(0);
    await checkpoint("repayment-required");
    await page.getByRole("button", { name: en("repayment.add.open") }).click();
    const form = page.getByRole("region", { name: en("repayment.add.title") });
    await form.getByLabel(en("repayment.sandbox.label")).selectOption("pm_card_visa");
    await form.getByRole("button", { name: en("repayment.add.submit") }).click();
    const description = en("repayment.methods.describe.CardCredit", { name: "Visa", lastFour: "4242" });
    await expect(page.getByText(en("repayment.saved.verified", { description }))).toBeVisible();
    await checkpoint("repayment-saved");
  });

  await test.step("no longer asked: the task list keeps only the paused card, in English and Spanish", async () => {
    await expect.poll(async () => (await api.getEmployee(employee)).repaymentMethodRequired).toBe(false);
    await page.goto("/onboarding");
    await expect(heading(page, en("cardHold.title.locked"))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: en("cardHold.repay.heading") })).toHaveCount(0);
    await page
      .getByRole("group", { name: en("shell.language") })
      .getByRole("button", { name: "Español" })
      .click();
    await expect(heading(page, msg("es", "cardHold.title.locked"))).toBeVisible();
    await expect(page.getByText(msg("es", "cardHold.locked.employment_ended", { employer }))).toBeVisible();
    await checkpoint("card-paused-es");
  });
});
