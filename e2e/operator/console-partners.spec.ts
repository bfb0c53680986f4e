import { randomBytes } from "node:crypto";

import { expectNoHorizontalScroll, heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { adminT, operatorT } from "../support/operator-pages";
import { appUrl } from "../support/servers";
import { createEmployerOverHttp, expect, test } from "../fixtures/operator";

// The console's partners pages (docs/operator.md#the-consoles-pages): a program operator adds a
// partner, grants it an employer made for the test over HTTP, makes it an API client whose secret
// is shown once (and works), rotates the secret after a confirm step (the old one stops working)
// and withdraws the employer (the client no longer reaches it). Both pages are checked with axe.

const t = operatorT("en");
const a = adminT("en");
const p = (key: string, values?: Record<string, string | number>) => t(`partners.${key}`, values);

test("a program operator adds a partner, grants it an employer, makes a client whose secret is shown once, rotates it and withdraws the employer", async ({
  page,
  app,
  operatorSignIn,
}) => {
  const suffix = randomBytes(3).toString("hex");
  const partnerName = `Benefitfocus ${suffix}`;
  const employerName = `Initech ${suffix}`;
  const clientName = "Production";
  await operatorSignIn("program");
  const { id: employerId } = await createEmployerOverHttp(page.context(), employerName);
  /** The partner API as the client sees the employer: 200 when served, 404 when not, 401 for a bad secret. */
  const reach = async (clientId: string, secret: string) =>
    (
      await fetch(`${appUrl(app)}/api/employers/${employerId}/payroll-schedules`, {
        headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}` },
      })
    ).status;

  await test.step("the partners page, from the navigation: the list, and a new partner", async () => {
    await page.goto("/operator");
    await page
      .getByRole("navigation", { name: t("nav.label") })
      .getByRole("link", { name: t("nav.partners") })
      .click();
    await expect(heading(page, p("title"))).toBeFocused();
    await expect(page).toHaveTitle(new RegExp(`^${p("title")} – `));
    await expectNoSeriousA11yViolations(page, "operator partners");
    await page.getByLabel(p("create.name")).fill(partnerName);
    await page.getByLabel(p("create.contactEmail")).fill(`integrations.${suffix}@benefitfocus.example`);
    await page.getByRole("button", { name: p("create.submit") }).click();
    await expect(page).toHaveURL(/\/operator\/partners\/prt_/);
    await expect(heading(page, partnerName)).toBeVisible();
    await expect(page.getByText(p("detail.created"))).toBeVisible();
    await expect(page.getByText(p("employers.empty"))).toBeVisible();
  });

  await test.step("an employer is granted from the program's employers", async () => {
    await page.getByLabel(p("grant.label"), { exact: true }).selectOption({ label: employerName });
    await page.getByRole("button", { name: p("grant.submit") }).click();
    await expect(
      page.getByRole("status").filter({ hasText: p("grant.done", { employer: employerName }) }),
    ).toBeVisible();
    const row = page
      .getByRole("region", { name: p("employers.title") })
      .getByRole("row")
      .filter({ hasText: employerName });
    await expect(row).toContainText(t("employers.status.active"));
  });

  let clientId = "";
  let secret = "";
  await test.step("a new client's secret is shown once, works, and is gone after a reload", async () => {
    await page.getByLabel(p("newClient.name"), { exact: true }).fill(clientName);
    await page.getByRole("button", { name: p("newClient.submit") }).click();
    const title = a("apiClients.secret.createdTitle", { name: clientName });
    const panel = page.getByRole("region", { name: title });
    await expect(panel.getByRole("heading", { name: title })).toBeFocused();
    await expect(panel.getByText(a("apiClients.secret.warning"))).toBeVisible();
    clientId = await panel.getByRole("textbox", { name: a("apiClients.secret.clientId"), exact: true }).inputValue();
    secret = await panel.getByRole("textbox", { name: a("apiClients.secret.clientSecret"), exact: true }).inputValue();
    expect(secret.length).toBeGreaterThan(20);
    const card = page.getByRole("region", { name: clientName, exact: true });
    await expect(card).toContainText(secret.slice(-4));
    await expectNoSeriousA11yViolations(page, "operator partner");
    expect(await reach(clientId, secret)).toBe(200);
    await page.reload();
    await expect(heading(page, partnerName)).toBeVisible();
    await expect(page.getByRole("region", { name: clientName, exact: true })).toBeVisible();
    expect(await page.content()).not.toContain(secret);
  });

  await test.step("the secret is rotated after a confirm step: the new one is shown once, the old one is refused", async () => {
    const card = page.getByRole("region", { name: clientName, exact: true });
    await card
      .getByRole("button", {
        name: `${p("clients.actions.rotate.button")} ${p("clients.actions.rotate.buttonContext", { name: clientName })}`,
      })
      .click();
    const confirm = card.getByRole("group", { name: p("clients.actions.rotate.confirmTitle", { name: clientName }) });
    await expect(confirm).toContainText(p("clients.actions.rotate.confirmBody"));
    await confirm.getByRole("button", { name: p("clients.actions.rotate.confirm") }).click();
    const panel = page.getByRole("region", { name: a("apiClients.secret.rotatedTitle", { name: clientName }) });
    await expect(panel.getByText(a("apiClients.secret.oldStopped"))).toBeVisible();
    const rotated = await panel
      .getByRole("textbox", { name: a("apiClients.secret.clientSecret"), exact: true })
      .inputValue();
    expect(rotated).not.toBe(secret);
    // Other instances of the app may hold the old row for PARTNER_AUTH_CACHE_MS (2 s).
    await expect.poll(() => reach(clientId, secret)).toBe(401);
    expect(await reach(clientId, rotated)).toBe(200);
    await panel.getByRole("button", { name: a("apiClients.secret.stored") }).click();
    await expect(page.getByRole("heading", { name: clientName, exact: true })).toBeFocused();
    secret = rotated;
  });

  await test.step("the employer is withdrawn after a confirm step: the client no longer reaches it", async () => {
    const row = page.getByRole("row").filter({ hasText: employerName });
    await row.getByRole("button", { name: `${p("employers.withdraw.button")} ${employerName}` }).click();
    await expect(
      page.getByText(p("employers.withdraw.confirmBody", { employer: employerName }), { exact: true }),
    ).toBeVisible();
    await page.getByRole("button", { name: p("employers.withdraw.confirm") }).click();
    await expect(
      page.getByRole("status").filter({ hasText: p("employers.withdraw.done", { employer: employerName }) }),
    ).toBeVisible();
    await expect(page.getByText(p("employers.empty"))).toBeVisible();
    await expect.poll(() => reach(clientId, secret)).toBe(404);
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoHorizontalScroll(page);
  });
});
