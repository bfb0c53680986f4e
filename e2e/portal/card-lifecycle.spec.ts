import type { Locator } from "@playwright/test";

import { formatCents } from "../../lib/domain/money";
import { expect, forEachLocale, test } from "../fixtures/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { msgIn, translator, type Locale } from "../support/messages";
import { expectNoHorizontalScroll } from "../support/portal-pages";

/** The card's terms as the page lists them: a $4,350 line in 25 biweekly payments of $167.31 and a last of $167.25, repaid by payroll deduction. */
async function expectTerms(scope: Locator, locale: Locale, employer: string) {
  const t = msgIn(locale);
  const terms = scope.getByRole("region", { name: t("cardTerms.heading") });
  await expect(terms.getByTestId("card-terms-limit")).toHaveText(formatCents(435_000, locale));
  await expect(terms.getByTestId("card-terms-plan")).toContainText(
    translator(locale, "cardTerms")("installmentsFinal", {
      count: 25,
      frequency: "biweekly",
      amount: formatCents(16_731, locale),
      final: formatCents(16_725, locale),
      months: 12,
    }),
  );
  await expect(terms.getByTestId("card-terms-plan")).toContainText(t("cardTerms.noCost"));
  await expect(terms.getByTestId("card-terms-repaid-by")).toHaveText(t("cardTerms.payroll", { employer }));
}

// The card page (issue 17, issue 16 item 2): a confirmation panel with the spending limit and what
// happens next; the cardholder locks and unlocks the card, reports it lost and sees the
// replacement — in English and Spanish, on a 320 px wide screen, by keyboard only, every state
// checked with axe.
test.use({ viewport: { width: 320, height: 720 } });

forEachLocale((locale) => {
  test(`card page (${locale}): confirmation and what's next, lock and unlock, report lost, the replacement`, async ({
    page,
    api,
    employee,
    signIn,
    t,
    checkpoint,
  }) => {
    await api.makeReady(employee, ["agreements", "atr", "identity"]);
    const original = await api.createCard(employee, "all");
    // A return visit with a card lands on the card page (its card to activate), not the task list.
    await signIn(employee);
    await expect(page).toHaveURL(/\/onboarding\/card$/);
    const lockState = page.getByTestId("card-lock-state");
    const physical = page.getByRole("region", { name: t("card.details.physicalTitle") });
    const activate = physical.getByRole("button", { name: t("card.activate.submit") });

    await test.step("the confirmation: ready, the terms it was asked for on, the virtual card now, the mailed card to activate", async () => {
      const panel = page.getByRole("region", { name: t("card.confirmation.title") });
      await expect(panel).toBeVisible();
      // $52,000 a year and $1,500 a month of obligations (api.passAtr), paid biweekly: a $4,350 line.
      await expectTerms(panel, locale, "Acme Manufacturing");
      const steps = panel.getByTestId("card-next-steps").getByRole("listitem");
      await expect(steps).toHaveCount(2);
      await expect(steps.first()).toHaveText(t("card.confirmation.use_virtual"));
      const issued = (await api.cards(employee)).data[0] as unknown as {
        physicalCard: { shipping: { shippedAt: string } };
      };
      const shippedOn = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(issued.physicalCard.shipping.shippedAt),
      );
      await expect(steps.nth(1)).toHaveText(t("card.confirmation.physical_mailed", { date: shippedOn }));
      // The sandbox mails the physical card when it is made: activation is a button already.
      await expect(activate).toBeEnabled();
      await expect(lockState).toHaveText(t("card.lock.unlocked"));
      // Mailed, with the carrier's tracking page.
      await expect(page.getByTestId("physical-delivery")).toContainText(t("card.details.shipping.shipped"));
      await expect(page.getByTestId("tracking-link")).toHaveAttribute("href", /^https:\/\/tools\.usps\.com\//);
      await expectNoHorizontalScroll(page);
      await checkpoint(`card-confirmation-${locale}`);
    });

    await test.step("the task list: the card task is done at issue, activating the physical card its own line", async () => {
      await page.goto("/onboarding");
      await expect(page.getByText(t("checklist.allDone"))).toBeVisible();
      await expect(page.getByTestId("task-progress")).toHaveCount(0);
      await page.getByTestId("activate-physical").getByRole("link").click();
      await expect(page).toHaveURL(/\/onboarding\/card$/);
    });

    await test.step("help adding the virtual card to a phone's wallet", async () => {
      const help = page.getByTestId("wallet-help");
      await help.getByText(t("card.wallet.summary")).click();
      await expect(help.getByRole("heading", { name: t("card.wallet.apple.title") })).toBeVisible();
      await expect(help.getByRole("listitem")).toHaveCount(6);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page, `card page, wallet help [${locale}]`);
    });

    await test.step("the card's details: in the person's language, the security code inside the frame, a copy button", async () => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      const virtual = page.getByRole("region", { name: t("card.details.virtualTitle") });
      await virtual.getByRole("button", { name: t("card.details.reveal.show") }).click();
      const frame = page.frameLocator(`iframe[title="${t("card.details.reveal.frameTitle")}"]`);
      await expect(frame.getByText(t("card.details.reveal.cvc"), { exact: true })).toBeVisible();
      await expect(frame.locator('[data-field="cvc"]')).toHaveText(/^\d{3}$/);
      await expect(frame.locator("html")).toHaveAttribute("lang", locale);
      // Sized to its content: nothing is cut off at 320 px.
      const frameElement = page.locator(`iframe[title="${t("card.details.reveal.frameTitle")}"]`);
      const frameHeight = await frameElement.evaluate((element) => element.clientHeight);
      const contentHeight = await frame.locator("body").evaluate((body) => body.scrollHeight);
      expect(contentHeight).toBeLessThanOrEqual(frameHeight);
      await frame.getByRole("button", { name: t("card.details.reveal.copy") }).click();
      await expect(frame.getByRole("button", { name: t("card.details.reveal.copied") })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^\d{16}$/);
      await checkpoint(`card-details-frame-${locale}`);
      await virtual.getByRole("button", { name: t("card.details.reveal.hide") }).click();
    });

    /** Keyboard only: focus the control, as a keyboard user would with Tab, and press it. */
    async function press(name: string) {
      const control = page.getByRole("button", { name, exact: true });
      await control.focus();
      await expect(control).toBeFocused();
      await page.keyboard.press("Enter");
    }

    await test.step("lock: the card stops working, activation becomes a sentence until the unlock", async () => {
      await press(t("card.lock.lock"));
      await expect(lockState).toHaveText(t("card.lock.locked"));
      // The pressed button was disabled while the change went: the focus is on the card's new state, not lost.
      await expect(lockState).toBeFocused();
      await expect(activate).toHaveCount(0);
      await expect(physical).toContainText(t("card.activate.locked"));
      await expect(page.getByTestId("card-next-steps").getByRole("listitem").first()).toHaveText(
        t("card.confirmation.locked"),
      );
      // Read as locked, not as ready: the panel's title and colour, and the card's status.
      await expect(page.getByRole("region", { name: t("card.confirmation.lockedTitle") })).toBeVisible();
      await expect(page.getByRole("region", { name: t("card.details.virtualTitle") })).toContainText(
        t("card.details.statusLine", { status: t("card.details.status.Locked") }),
      );
      expect((await api.cards(employee)).data.find((card) => card.id === original.id)).toMatchObject({ locked: true });
      await checkpoint(`card-locked-${locale}`);
    });

    await test.step("unlock", async () => {
      await press(t("card.lock.unlock"));
      await expect(lockState).toHaveText(t("card.lock.unlocked"));
      await expect(lockState).toBeFocused();
      await expect(activate).toBeEnabled();
      expect((await api.cards(employee)).data.find((card) => card.id === original.id)).toMatchObject({ locked: false });
    });

    await test.step("report lost: a confirmation, then the replacement", async () => {
      const before = (await api.cards(employee)).data[0]!;
      await press(t("card.report.open"));
      await expect(page.getByText(t("card.report.warning"))).toBeVisible();
      // The reason by keyboard: the radio group takes the arrow keys.
      await page.getByLabel(t("card.report.reasons.lost")).focus();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByLabel(t("card.report.reasons.stolen"))).toBeChecked();
      await checkpoint(`card-report-${locale}`);
      await press(t("card.report.submit"));
      await expect(
        page.getByText(t("card.details.replaces.lost", { lastFour: before.virtualCard.lastFour })),
      ).toBeVisible();
      // The old card's button went with it: the focus is on the news of the new card.
      await expect(page.getByTestId("card-replaced")).toBeFocused();
      const cards = (await api.cards(employee)).data;
      const replacement = cards.find((card) => card.id !== original.id)!;
      expect(cards.find((card) => card.id === original.id)).toMatchObject({
        status: "Canceled",
        closeReason: "stolen",
        replacedByCardId: replacement.id,
      });
      await expect(page.getByTestId("virtual-last-four")).toHaveText(replacement.virtualCard.lastFour);
      await expect(physical).toContainText(t("card.details.statusLine", { status: t("card.details.status.Inactive") }));
      await expect(physical).toContainText(
        t("card.details.shippingLine", { shipping: t("card.details.shipping.shipped") }),
      );
      await expect(lockState).toHaveText(t("card.lock.unlocked"));
      await checkpoint(`card-replaced-${locale}`);
    });

    await test.step("activate the replacement: the panel says both cards work", async () => {
      await press(t("card.activate.submit"));
      await expect(physical.getByRole("status")).toHaveText(t("card.activate.active"));
      // In the person's hands: the delivery line says so, and no tracking is offered any more.
      await expect(page.getByTestId("physical-delivery")).toContainText(t("card.details.shipping.active"));
      await expect(page.getByTestId("tracking-link")).toHaveCount(0);
      // The button is gone: the focus is on the news that replaced it.
      await expect(page.getByTestId("physical-card-active")).toBeFocused();
      await expect(page.getByTestId("card-next-steps").getByRole("listitem").nth(1)).toHaveText(
        t("card.confirmation.physical_active"),
      );
      await checkpoint(`card-active-${locale}`);
    });
  });
});

forEachLocale((locale) => {
  test(`terms before the card (${locale}): shown, confirmed with the request, shown again; new terms are shown before they are taken`, async ({
    page,
    api,
    employee,
    signIn,
    t,
    checkpoint,
  }) => {
    await api.makeReady(employee, ["agreements", "atr", "identity"]);
    await signIn(employee);
    await page.goto("/onboarding/card");
    const submit = page.getByRole("button", { name: t("card.choose.submit") });

    await test.step("the limit, the repayment plan and how it is repaid, before the button that accepts them", async () => {
      await expectTerms(page.locator("main"), locale, "Acme Manufacturing");
      await expect(page.getByText(t("card.choose.declaration"))).toBeVisible();
      await expectNoHorizontalScroll(page);
      await checkpoint(`card-terms-${locale}`);
    });

    let newer: { id: string } = { id: "" };
    await test.step("a new income answer meanwhile: the request is refused, the new terms are shown to accept", async () => {
      // $78,000 a year: a larger line than the page shows.
      newer = await api.passAtr(employee, 7_800_000);
      await submit.click();
      await expect(page.getByText(t("card.choose.termsChanged"))).toBeVisible();
      await expect(page.getByTestId("card-terms-limit")).not.toHaveText(formatCents(435_000, locale));
      expect((await api.cards(employee)).data).toEqual([]);
      await checkpoint(`card-terms-changed-${locale}`);
    });

    await test.step("accepted: the card records the terms shown, and its confirmation repeats them", async () => {
      const shown = (await page.getByTestId("card-terms-limit").textContent()) ?? "";
      await submit.click();
      const panel = page.getByRole("region", { name: t("card.confirmation.title") });
      // Focus moves to the result, not to the top of the page.
      await expect(panel.getByRole("heading", { name: t("card.confirmation.title") })).toBeFocused();
      await expect(panel.getByTestId("card-terms-limit")).toHaveText(shown);
      const [card] = (await api.cards(employee)).data;
      expect(card!.terms).toMatchObject({ atrSubmissionId: newer.id, confirmedBy: "employee" });
      expect(formatCents(card!.terms.creditLimit, locale)).toBe(shown);
      expect(card!.terms.shownAt).not.toBeNull();
      await page.reload();
      await expect(
        page.getByRole("region", { name: t("card.confirmation.title") }).getByTestId("card-terms-limit"),
      ).toHaveText(shown);
      await checkpoint(`card-terms-confirmed-${locale}`);
    });
  });
});

test("card page before the tasks are done: what is left, as the task list has it, with the employer's part", async ({
  page,
  api,
  signIn,
}) => {
  const t = msgIn("en");
  const employee = await api.createEmployee({ employer: "acme", overrides: { payrollScheduleId: null } });
  await api.verifyIdentity(employee);
  await signIn(employee);
  await page.goto("/onboarding/card");
  const left = page.getByRole("list", { name: t("card.notReady.intro") }).getByRole("listitem");
  await expect(left).toHaveCount(2);
  await expect(left.first().getByRole("link", { name: t("checklist.task.agreements") })).toHaveAttribute(
    "href",
    "/onboarding/agreements",
  );
  await expect(left.first()).toContainText(t("checklist.state.to_do"));
  // Income cannot start before the agreements: named, not linked.
  await expect(left.nth(1)).toContainText(t("checklist.task.income"));
  await expect(left.nth(1).getByRole("link")).toHaveCount(0);
  await expect(
    page.getByRole("region", {
      name: t("checklist.employerWaiting", {
        employer: "Acme Manufacturing",
        items: t("checklist.employerItems.payroll_schedule"),
      }),
    }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: t("card.choose.submit") })).toHaveCount(0);
});
