import { expect, test } from "../fixtures/test";
import { en } from "../support/messages";
import { heading } from "../support/portal-pages";

// The one test that signs in through the form (every other one opens an invite link): the link
// goes by e-mail, which outside production lands in the development outbox page.
test("sign-in form: a link is e-mailed, opened from /dev/outbox, and leads into the portal", async ({
  page,
  api,
  checkpoint,
}) => {
  const employee = await api.createEmployee({ employer: "acme" });

  await test.step("signed out, the portal sends people to sign in", async () => {
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(heading(page, en("signIn.title"))).toBeVisible();
    await checkpoint("sign-in");
  });

  await test.step("an invalid address is refused on the form", async () => {
    await page.getByLabel(en("signIn.email"), { exact: true }).fill("not-an-address");
    await page.getByRole("button", { name: en("signIn.submit") }).click();
    await expect(page.getByRole("link", { name: en("signIn.errors.invalid") })).toBeVisible();
  });

  await test.step("the link is requested", async () => {
    await page.getByLabel(en("signIn.email"), { exact: true }).fill(employee.email.toUpperCase());
    await page.getByRole("button", { name: en("signIn.submit") }).click();
    await expect(page.getByText(en("signIn.sentTitle"))).toBeVisible();
    await checkpoint("link-sent");
  });

  await test.step("the e-mail in the outbox has the link", async () => {
    await page.goto("/dev/outbox");
    const mail = page.getByRole("listitem").filter({ hasText: employee.email });
    await expect(mail).toHaveCount(1);
    await checkpoint("outbox");
    await mail.getByRole("link", { name: /\/invite\// }).click();
  });

  await test.step("the link signs in: the checklist", async () => {
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(heading(page, en("checklist.title"))).toBeVisible();
    await expect(page.getByText(en("shell.programFor", { employer: "Acme Manufacturing" }))).toBeVisible();
  });

  await test.step("the link works once", async () => {
    await page.getByRole("button", { name: en("shell.signOut") }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goto("/dev/outbox");
    await page
      .getByRole("listitem")
      .filter({ hasText: employee.email })
      .getByRole("link", { name: /\/invite\// })
      .click();
    await expect(page).toHaveURL(/\/sign-in\?error=link_invalid$/);
    await expect(page.getByText(en("signIn.linkInvalid"))).toBeVisible();
  });
});
