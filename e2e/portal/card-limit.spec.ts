import { expect, forEachLocale, test } from "../fixtures/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expectArrivedAt, expectNoHorizontalScroll, heading } from "../support/portal-pages";

// Issue 42 item 2: after the card, the income page is read-only (the card's own terms), and a new
// answer is a deliberate request for a higher limit on its own page: what it would do is shown
// before anything is confirmed, and a lower answer leaves the card exactly as it is. English and
// Spanish, at 320 px, axe-checked.
test.use({ viewport: { width: 320, height: 720 } });

forEachLocale((locale) => {
  test(`a card holder's income page is read-only, and a higher limit is asked for and confirmed (${locale})`, async ({
    page,
    api,
    employee,
    signIn,
    t,
  }) => {
    await api.makeReady(employee);
    const { id: cardId } = await api.createCard(employee, "virtual");
    const limitOf = async () => (await api.cards(employee)).data.find((card) => card.id === cardId)!.terms.creditLimit;
    const issuedLimit = await limitOf();
    await signIn(employee);

    await test.step("the income page shows the card's terms and no form", async () => {
      await page.goto("/onboarding/income");
      await expect(heading(page, t("income.title"))).toBeVisible();
      await expect(page.getByTestId("card-terms")).toBeVisible();
      await expect(page.getByLabel(t("income.annualIncome"))).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page, `income page of a card holder [${locale}]`);
      await page.getByTestId("ask-higher-limit").click();
      await expectArrivedAt(page, t("limit.title"));
    });

    await test.step("a lower answer: the limit stays, nothing to confirm, the card untouched", async () => {
      await page.getByLabel(t("income.annualIncome")).fill("44000");
      await page.getByLabel(t("income.monthlyObligations")).fill("1500");
      await page.getByRole("button", { name: t("limit.preview") }).click();
      const result = page.getByRole("heading", { level: 2 }).filter({ hasText: /\$|US\$/ });
      await expect(result).toBeFocused();
      await expect(page.getByTestId("limit-preview")).toContainText(t("limit.staysLower"));
      await expect(page.getByRole("button", { name: t("limit.confirm") })).toHaveCount(0);
      expect(await limitOf()).toBe(issuedLimit);
      await expectNoSeriousA11yViolations(page, `limit unchanged [${locale}]`);
    });

    await test.step("a higher answer: the new limit shown, confirmed, and the card's terms take it", async () => {
      await page.goto("/onboarding/card/limit");
      await page.getByLabel(t("income.annualIncome")).fill("90000");
      await page.getByLabel(t("income.monthlyObligations")).fill("1000");
      await page.getByRole("button", { name: t("limit.preview") }).click();
      const confirm = page.getByRole("button", { name: t("limit.confirm") });
      await expect(confirm).toBeVisible();
      // Nothing changes before the person confirms.
      expect(await limitOf()).toBe(issuedLimit);
      await expectNoSeriousA11yViolations(page, `limit preview [${locale}]`);
      await confirm.click();
      await expect.poll(limitOf).toBeGreaterThan(issuedLimit);
      const raised = page.getByRole("heading", { level: 2 }).filter({ hasText: /\$|US\$/ });
      await expect(raised).toBeFocused();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page, `limit raised [${locale}]`);
    });
  });
});
