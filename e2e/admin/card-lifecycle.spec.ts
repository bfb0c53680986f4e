import { expect, test } from "../fixtures/admin";
import { at, expectLoaded, heading, personName } from "../support/admin-pages";

// Issue 16 item 2, HR's side: lock the employee's card for the employer, lift it, report it lost,
// and read who did what in the card changes, axe-checked.
test("HR locks and unlocks an employee's card, reports it lost, and reads the card changes", async ({
  page,
  api,
  adminSignIn,
  checkpoint,
}) => {
  const employee = await api.createEmployee({ employer: "acme" });
  await api.makeReady(employee, ["agreements", "atr", "identity"]);
  const original = await api.createCard(employee, "virtual");
  await adminSignIn("acme");
  await page.goto(`/admin/employees/${employee.id}`);
  await expect(heading(page, personName(employee))).toBeVisible();
  await expectLoaded(page);
  const cards = page.getByRole("region", { name: at("detail.sections.cards") });
  const status = cards.getByRole("status").last();

  await test.step("lock for the employer, then lift it", async () => {
    await cards.getByLabel(at("cards.actions.lockReason")).selectOption("employer_request");
    await cards.getByRole("button", { name: at("cards.actions.lock"), exact: true }).click();
    await expect(status).toHaveText(at("cards.actions.locked"));
    await expect(
      cards.getByText(
        at("cards.actions.lockedBy", { reason: at("cards.reasons.employer_request"), by: at("cards.actors.admin") }),
      ),
    ).toBeVisible();
    expect((await api.cards(employee)).data[0]).toMatchObject({ locked: true });
    await checkpoint("card-locked-by-hr");
    await cards
      .getByRole("button", { name: at("cards.actions.unlock", { reason: at("cards.reasons.employer_request") }) })
      .click();
    await expect(status).toHaveText(at("cards.actions.unlocked"));
    expect((await api.cards(employee)).data[0]).toMatchObject({ locked: false });
  });

  await test.step("report it lost, behind a confirmation: closed and replaced", async () => {
    await cards.getByRole("button", { name: at("cards.actions.report") }).click();
    await expect(cards.getByText(at("cards.actions.reportWarning"))).toBeVisible();
    await cards.getByRole("button", { name: at("cards.actions.confirmReport") }).click();
    await expect(status).toHaveText(at("cards.actions.replaced"));
    const list = (await api.cards(employee)).data;
    expect(list.find((card) => card.id === original.id)).toMatchObject({ closeReason: "lost" });
    expect(list).toHaveLength(2);
    const history = page.getByRole("region", { name: at("cards.history.caption") });
    await expect(history.getByRole("row")).toHaveCount(4);
    await expect(history).toContainText(at("cards.history.actions.reported_lost"));
    await expect(history).toContainText(`${at("cards.actors.admin")} (${at("cards.channels.admin")})`);
    await checkpoint("card-replaced-by-hr");
  });
});
