import { expect, test } from "../fixtures/test";
import { en } from "../support/messages";

// Issue 16 item 2: the cardholder locks and unlocks their card, then reports it lost and sees the
// replacement — on a 320 px wide screen, by keyboard only, every state checked with axe.
test.use({ viewport: { width: 320, height: 720 } });

test("an employee locks and unlocks the card, reports it lost, and sees the replacement", async ({ page, api, signIn, checkpoint }) => {
  const employee = await api.createEmployee({ employer: "acme" });
  await api.makeReady(employee, ["agreements", "atr", "identity"]);
  const original = await api.createCard(employee, "all");
  await signIn(employee);
  await page.goto("/onboarding/card");
  const lockState = page.getByTestId("card-lock-state");
  await expect(lockState).toHaveText(en("card.lock.unlocked"));
  await checkpoint("card-unlocked");

  /** Keyboard only: focus the control with Tab, as a keyboard user would, and press it. */
  async function press(name: string) {
    const control = page.getByRole("button", { name, exact: true });
    await control.focus();
    await expect(control).toBeFocused();
    await page.keyboard.press("Enter");
  }

  await test.step("lock: the card stops working, and activation waits for the unlock", async () => {
    await press(en("card.lock.lock"));
    await expect(lockState).toHaveText(en("card.lock.locked"));
    const physical = page.getByRole("region", { name: en("card.details.physicalTitle") });
    await expect(physical.getByRole("button", { name: en("card.activate.submit") })).toBeDisabled();
    await expect(physical).toContainText(en("card.activate.locked"));
    expect((await api.cards(employee)).data.find((card) => card.id === original.id)).toMatchObject({ locked: true });
    await checkpoint("card-locked");
  });

  await test.step("unlock", async () => {
    await press(en("card.lock.unlock"));
    await expect(lockState).toHaveText(en("card.lock.unlocked"));
    expect((await api.cards(employee)).data.find((card) => card.id === original.id)).toMatchObject({ locked: false });
  });

  await test.step("report lost: a confirmation, then the replacement", async () => {
    const before = (await api.cards(employee)).data[0]!;
    await press(en("card.report.open"));
    await expect(page.getByText(en("card.report.warning"))).toBeVisible();
    // The reason by keyboard: the radio group takes the arrow keys.
    await page.getByLabel(en("card.report.reasons.lost")).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel(en("card.report.reasons.stolen"))).toBeChecked();
    await checkpoint("card-report");
    await press(en("card.report.submit"));
    await expect(page.getByText(en("card.details.replaces.lost", { lastFour: before.virtualCard.lastFour }))).toBeVisible();
    const cards = (await api.cards(employee)).data;
    const replacement = cards.find((card) => card.id !== original.id)!;
    expect(cards.find((card) => card.id === original.id)).toMatchObject({ status: "Canceled", closeReason: "stolen", replacedByCardId: replacement.id });
    await expect(page.getByTestId("virtual-last-four")).toHaveText(replacement.virtualCard.lastFour);
    const physical = page.getByRole("region", { name: en("card.details.physicalTitle") });
    await expect(physical).toContainText(en("card.details.statusLine", { status: en("card.details.status.Inactive") }));
    await expect(physical).toContainText(en("card.details.shippingLine", { shipping: en("card.details.shipping.shipped") }));
    await expect(lockState).toHaveText(en("card.lock.unlocked"));
    await checkpoint("card-replaced");
  });
});
