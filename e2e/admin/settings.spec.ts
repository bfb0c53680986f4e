import { expect, test } from "../fixtures/admin";
import { at, expectAdminErrorSummary, followAdminNav, heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { msg, type Locale } from "../support/messages";

const s = (key: string) => at(`settings.hrContact.${key}`);

test("HR sets the contact employees see where only HR can help, and the portal shows it in English and Spanish", async ({
  page,
  browser,
  baseURL,
  api,
  adminSignIn,
  checkpoint,
}) => {
  const admin = await adminSignIn("acme");
  const seeded = await admin.call<{ name: string | null; email: string | null; phone: string | null }>(
    "GET",
    "/api/admin/hr-contact",
  );

  await test.step("the navigation leads to the settings; bad values are explained and nothing is saved", async () => {
    await page.goto("/admin");
    await expect(heading(page, at("employees.title"))).toBeVisible();
    await followAdminNav(page, { link: "nav.settings", path: "/admin/settings", title: "settings.title" });
    await expect(page.getByLabel(s("name"))).toHaveValue(seeded.name ?? "");
    await page.getByLabel(s("email")).fill("benefits@");
    await page.getByLabel(s("phone")).fill("555-12");
    await page.getByRole("button", { name: s("save") }).click();
    await expectAdminErrorSummary(page, [
      { text: s("errors.email_invalid"), field: "email" },
      { text: s("errors.phone_invalid_format"), field: "phone" },
    ]);
    await checkpoint("settings-errors");
    expect(await admin.call("GET", "/api/admin/hr-contact")).toEqual(seeded);
  });

  await test.step("a good contact is saved, the phone typed as people type it", async () => {
    await page.getByLabel(s("name")).fill("Pat Rivera");
    await page.getByLabel(s("email")).fill("Pat.Rivera@Acme.example");
    await page.getByLabel(s("phone")).fill("(415) 555-0199");
    await page.getByRole("button", { name: s("save") }).click();
    await expect(page.getByRole("status").filter({ hasText: s("saved") })).toBeVisible();
    expect(await admin.call("GET", "/api/admin/hr-contact")).toEqual({
      name: "Pat Rivera",
      email: "pat.rivera@acme.example",
      phone: "+14155550199",
    });
    await checkpoint("settings-saved");
  });

  // An employee without a payroll schedule waits on HR: the task list says whom to contact, and how.
  const employee = await api.createEmployee({ employer: "acme", overrides: { payrollScheduleId: null } });
  for (const locale of ["en", "es"] as Locale[]) {
    await test.step(`the employee sees the contact (${locale})`, async () => {
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
      const portal = await context.newPage();
      await portal.goto(await api.inviteUrl(employee));
      await expect(portal.getByRole("heading", { level: 1, name: msg(locale, "checklist.title") })).toBeVisible();
      const contact = portal
        .getByText(msg(locale, "shell.contactPerson", { name: "Pat Rivera", employer: admin.employer.name }))
        .first();
      await expect(contact).toBeVisible();
      const waiting = msg(locale, "checklist.employerWaiting", {
        employer: admin.employer.name,
        items: msg(locale, "checklist.employerItems.payroll_schedule"),
      });
      const item = portal.getByRole("region", { name: waiting });
      await expect(item.getByRole("link", { name: "pat.rivera@acme.example" })).toHaveAttribute(
        "href",
        "mailto:pat.rivera@acme.example",
      );
      await expect(item.getByRole("link", { name: "(415) 555-0199" })).toHaveAttribute("href", "tel:+14155550199");
      await expectNoSeriousA11yViolations(portal, `task list with HR contact (${locale})`);
      await context.close();
    });
  }

  // Other journeys read the demo employer's contact as seeded.
  await admin.call("PATCH", "/api/admin/hr-contact", seeded);
});
