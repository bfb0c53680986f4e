import { expect, test } from "../fixtures/test";
import { en } from "../support/messages";
import { expectVisaSavedAndVerified, heading } from "../support/portal-pages";

// The Stripe path itself: the app runs the real Stripe adapter against the fake Stripe REST
// server, and the page runs the real <Elements>/<PaymentElement> code on a fake Stripe.js.
test.use({ app: "vendors", fakeStripeJs: true, employer: "globex" });

test("Stripe Payment Element: declined, then a card saved through confirmSetup is Verified", async ({
  page,
  api,
  employee,
  signIn,
  checkpoint,
}) => {
  await api.makeReady(employee, ["agreements", "atr"]);
  const stripeJs: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://js.stripe.com/")) stripeJs.push(request.url());
  });
  await signIn(employee);
  await page.goto("/onboarding/repayment");
  await expect(heading(page, en("repayment.title"))).toBeVisible();
  expect(stripeJs, "Stripe.js loads only once the secure form is opened").toEqual([]);

  const form = page.getByRole("region", { name: en("repayment.add.title") });
  const save = form.getByRole("button", { name: en("repayment.add.submit") });

  await test.step("the Payment Element mounts from (fake) Stripe.js", async () => {
    await page.getByRole("button", { name: en("repayment.add.open") }).click();
    await expect(form.getByText("Fake Payment Element")).toBeVisible();
    expect(stripeJs).toHaveLength(1);
    await expect(save).toBeEnabled();
    await checkpoint("payment-element");
  });

  await test.step("a declined card: Stripe's message is shown", async () => {
    await form.getByLabel("Test payment method").selectOption("pm_card_chargeDeclined");
    await save.click();
    await expect(form.getByText("Your card was declined.")).toBeVisible();
    await expect(page.getByText(en("repayment.methods.none"))).toBeVisible();
    await checkpoint("declined");
  });

  await test.step("a Visa: confirmed at Stripe, attached, Verified", async () => {
    await form.getByLabel("Test payment method").selectOption("pm_card_visa");
    await save.click();
    await expectVisaSavedAndVerified(page);
    await checkpoint("saved");
  });

  const methods = await api.call<{ data: Array<{ paymentMethodStatus: string; lastFour: string }> }>(
    employee.employer,
    "GET",
    `${employee.base}/payment-methods`,
  );
  expect(methods.body.data).toEqual([expect.objectContaining({ paymentMethodStatus: "Verified", lastFour: "4242" })]);
});
