import { signInAdminOverHttp } from "../fixtures/admin";
import { expect, forEachLocale, test } from "../fixtures/test";
import { msg } from "../support/messages";
import { heading } from "../support/portal-pages";

// Issue 25 item 6: a person who stalls is reminded to finish onboarding by e-mail (after 2 days
// without progress; the sandbox helper runs the worker's rule as of a later time), in their
// language; the reminder's opt-out link works with one click on the page it opens — opening it
// alone changes nothing — and no further reminder comes (docs/notifications.md). Its button signs the
// person in where they read it, once (issue 42 item 9).

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

forEachLocale((locale) => {
  test(`a reminder reaches the outbox and its opt-out link stops the next one, in ${locale === "en" ? "English" : "Spanish"}`, async ({
    page,
    api,
    employee,
    signIn,
    checkpoint,
    browser,
  }) => {
    // Opening the invitation is how the portal learns the person's language for e-mails.
    await signIn(employee);
    const reminders = `/api/sandbox/employers/${employee.employer.id}/employees/${employee.id}/reminders`;
    const subject = msg(locale, "email.reminder.subject", { employer: employee.employer.name });

    await test.step("two days without progress: the first reminder is e-mailed", async () => {
      const first = await api.call(employee.employer, "POST", reminders, { asOf: inDays(2.1) });
      expect(first.body).toMatchObject({ outcome: "sent", reminder: 1 });
    });

    const mail = page.getByRole("listitem").filter({ hasText: subject });
    await test.step("the development outbox shows it: text, HTML and the one-click headers", async () => {
      await page.goto(`/dev/outbox?to=${encodeURIComponent(employee.email)}`);
      await expect(mail).toHaveCount(1);
      await expect(mail).toContainText(msg(locale, "email.reminder.optOut"));
      await expect(mail).toContainText("List-Unsubscribe=One-Click");
      await checkpoint(`outbox-reminder-${locale}`);
      // The HTML part, as a mail client would show it.
      await mail.getByRole("link", { name: msg(locale, "devOutbox.htmlPartOf", { subject }) }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("link", { name: msg(locale, "email.reminder.action") })).toBeVisible();
      await expect(page.getByRole("link", { name: msg(locale, "email.reminder.optOut") })).toBeVisible();
      await checkpoint(`reminder-html-${locale}`);
      await page.goBack();
    });

    await test.step("its button signs the person in, in a browser that was signed out, on the task list; once", async () => {
      const href = await mail.getByRole("link", { name: /\/invite\// }).getAttribute("href");
      expect(href).toBeTruthy();
      const elsewhere = await browser.newContext();
      try {
        const phone = await elsewhere.newPage();
        await phone.goto(href!);
        await expect(phone).toHaveURL(/\/onboarding$/);
        await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
        await phone.goto(href!);
        await expect(phone).toHaveURL(/\/sign-in\?error=link_invalid$/);
      } finally {
        await elsewhere.close();
      }
    });

    const optOut = mail.getByRole("link", { name: /\/reminders\/stop\?token=/ });
    await test.step("a link scanner opening the link changes nothing", async () => {
      const href = await optOut.getAttribute("href");
      expect((await page.request.get(href ?? "")).status()).toBe(200);
      expect((await page.request.head(href ?? "")).status()).toBeLessThan(500);
      const still = await api.call(employee.employer, "POST", reminders, { asOf: inDays(2.2) });
      // Not opted out: the first is sent, the second is simply not due yet.
      expect(still.body).toMatchObject({ outcome: "wait", reminder: 2 });
    });

    await test.step("the opt-out link opens a page with one button; one click stops the reminders", async () => {
      await optOut.click();
      await expect(heading(page, msg(locale, "reminderOptOut.title"))).toBeVisible();
      await expect(page.getByText(msg(locale, "reminderOptOut.stillSent"))).toBeVisible();
      await checkpoint(`opt-out-page-${locale}`);
      await page.getByRole("button", { name: msg(locale, "reminderOptOut.confirm") }).click();
      await expect(page.getByText(msg(locale, "reminderOptOut.done"))).toBeVisible();
      await checkpoint(`opted-out-${locale}`);
      // Opened again, the link says so.
      await page.reload();
      await expect(page.getByText(msg(locale, "reminderOptOut.already"))).toBeVisible();
    });

    await test.step("a week on, no second reminder", async () => {
      const second = await api.call(employee.employer, "POST", reminders, { asOf: inDays(8) });
      expect(second.body).toMatchObject({ outcome: "none", reason: "opted_out" });
      await page.goto(`/dev/outbox?to=${encodeURIComponent(employee.email)}`);
      await expect(page.getByRole("listitem").filter({ hasText: subject })).toHaveCount(1);
    });

    await test.step("HR's employee page says who was reminded, and that they opted out", async () => {
      await signInAdminOverHttp(page.context(), "sandbox", "acme");
      await page.goto(`/admin/employees/${employee.id}`);
      const invite = page.locator("section#invite");
      await expect(invite.getByRole("heading", { name: msg(locale, "adminReminders.title") })).toBeVisible();
      await expect(
        invite.getByRole("listitem").filter({ hasText: msg(locale, "adminReminders.statuses.sent") }),
      ).toHaveCount(1);
      await expect(invite.getByText(msg(locale, "adminReminders.optedOut"))).toBeVisible();
      const timeline = page.locator("section#timeline");
      await expect(
        timeline.getByText(msg(locale, "admin.timeline.types.employee.onboarding_reminder_sent")),
      ).toBeVisible();
      await expect(
        timeline.getByText(msg(locale, "admin.timeline.types.employee.onboarding_reminders_opted_out")),
      ).toBeVisible();
      await checkpoint(`hr-reminders-${locale}`);
    });
  });
});

test("a broken opt-out link says so and offers nothing to click", async ({ page, checkpoint }) => {
  await page.goto("/reminders/stop?token=Fe26.2**not-a-real-token");
  await expect(heading(page, msg("en", "reminderOptOut.title"))).toBeVisible();
  await expect(page.getByText(msg("en", "reminderOptOut.invalid"))).toBeVisible();
  await expect(page.getByRole("button", { name: msg("en", "reminderOptOut.confirm") })).toHaveCount(0);
  await checkpoint("opt-out-invalid");
});
