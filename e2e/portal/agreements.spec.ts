import { expect, forEachLocale, test } from "../fixtures/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { msg } from "../support/messages";
import { expectArrivedAt, expectNoHorizontalScroll, heading } from "../support/portal-pages";

type Agreement = { id: string; tag: string; required: boolean; acceptedOn: string | null; title: string | null };

// Issue 17: the agreements on one page with one accept action, a plain date, no version tags, and
// the optional product e-mails as an unticked box of their own — in English and Spanish, at 320 px.
test.use({ viewport: { width: 320, height: 720 } });

forEachLocale((locale) => {
  test(`agreements: one accept action, a plain date, product e-mails only when ticked (${locale})`, async ({
    page,
    api,
    employee,
    signIn,
    checkpoint,
  }) => {
    await api.verifyIdentity(employee);
    const listed = async () =>
      (await api.call<{ data: Agreement[] }>(employee.employer, "GET", `${employee.base}/agreements`)).body.data;
    const program = await listed();
    const optional = program.filter((agreement) => !agreement.required);
    expect(optional.length).toBeGreaterThan(0);

    await signIn(employee);
    await page.goto("/onboarding/agreements");
    await expect(heading(page, msg(locale, "agreements.title"))).toBeVisible();
    const main = page.getByRole("main");

    await test.step("every required agreement to read, no version tag anywhere, e-mails unticked", async () => {
      await expect(main.getByRole("article")).toHaveCount(program.length - optional.length);
      for (const { tag } of program) await expect(main).not.toContainText(tag);
      await expect(main.getByRole("button")).toHaveCount(1);
      const box = main.getByRole("checkbox");
      await expect(box).toHaveCount(optional.length);
      await expect(box.first()).not.toBeChecked();
      await expectNoHorizontalScroll(page);
      await checkpoint(`agreements-${locale}`);
    });

    await test.step("accept and continue: the required ones are accepted together, the e-mails are not, and income opens", async () => {
      await main.getByRole("button", { name: msg(locale, "agreements.acceptAll") }).click();
      await expectArrivedAt(page, msg(locale, "income.title"));
      const after = await listed();
      expect(after.filter((a) => a.required).every((a) => a.acceptedOn !== null)).toBe(true);
      expect(new Set(after.filter((a) => a.required).map((a) => a.acceptedOn)).size).toBe(1);
      expect(after.filter((a) => !a.required).every((a) => a.acceptedOn === null)).toBe(true);
    });

    await test.step("back on the page: a plain date with a drawn tick, and the e-mails saved on their own", async () => {
      await page.goto("/onboarding/agreements");
      const accepted = (await listed()).find((a) => a.required)!.acceptedOn!;
      const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(accepted));
      const lines = main.getByText(msg(locale, "agreements.accepted", { date }), { exact: true });
      await expect(lines).toHaveCount(program.length - optional.length);
      // The tick is an SVG, not a character a font may lack.
      await expect(lines.first().locator("svg")).toHaveCount(1);
      await expect(main).not.toContainText("✓");
      await expect(main.getByText(msg(locale, "agreements.allDone", { date }))).toBeVisible();
      await main.getByRole("checkbox").first().check();
      await main.getByRole("button", { name: msg(locale, "agreements.optionalSave") }).click();
      await expect(main.getByText(msg(locale, "agreements.optionalSaved"))).toBeVisible();
      expect((await listed()).find((a) => a.id === optional[0]!.id)?.acceptedOn).not.toBeNull();
      await expect(main.getByRole("checkbox")).toHaveCount(optional.length - 1);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page, `agreements accepted [${locale}]`);
    });
  });
});
