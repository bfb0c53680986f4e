import { expect, test } from "../fixtures/admin";
import { at, expectAdminErrorSummary, expectLoaded, followAdminNav } from "../support/admin-pages";
import { appUrl } from "../support/servers";
import { randomWord } from "../support/test-data";

test("API clients: a new client's secret is shown once with copy controls, works, and is gone after", async ({
  page,
  context,
  app,
  adminSignIn,
  checkpoint,
}) => {
  const { employer } = await adminSignIn("acme");
  const name = `E2E payroll ${randomWord(8)}`;
  // Copy uses the clipboard API, which the page may use once these are granted (as a person's click would).
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const partnerCall = (clientId: string, secret: string) =>
    fetch(`${appUrl(app)}/api/employers/${employer.id}/payroll-schedules`, {
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}` },
    });

  await test.step("the navigation leads to the API clients page", async () => {
    await page.goto("/admin");
    await followAdminNav(page, { link: "nav.apiClients", path: "/admin/api-clients", title: "apiClients.title" });
    await expectLoaded(page);
    await checkpoint("api-clients");
  });

  await test.step("a client needs a name", async () => {
    await page.getByRole("button", { name: at("apiClients.create.submit"), exact: true }).click();
    await expectAdminErrorSummary(page, [{ text: at("errors.clientName.required"), field: "clientName" }]);
  });

  let clientId = "";
  let secret = "";
  await test.step("created: the secret is shown once, with copy controls", async () => {
    await page.getByLabel(at("apiClients.create.name"), { exact: true }).fill(name);
    await page.getByRole("button", { name: at("apiClients.create.submit"), exact: true }).click();
    const panel = page.getByRole("region", { name: at("apiClients.secret.createdTitle", { name }) });
    await expect(panel.getByRole("heading", { name: at("apiClients.secret.createdTitle", { name }) })).toBeFocused();
    await expect(panel.getByText(at("apiClients.secret.warning"))).toBeVisible();
    const idField = panel.getByRole("textbox", { name: at("apiClients.secret.clientId"), exact: true });
    const secretField = panel.getByRole("textbox", { name: at("apiClients.secret.clientSecret"), exact: true });
    await expect(idField).toHaveValue(/^cli_\w+$/);
    await expect(secretField).toHaveValue(/^\S{20,}$/);
    await expect(secretField).toHaveAttribute("readonly", "");
    clientId = await idField.inputValue();
    secret = await secretField.inputValue();
    await expect(panel.getByRole("button", { name: at("apiClients.secret.copyClientId") })).toBeVisible();
    await checkpoint("secret-shown");

    await panel.getByRole("button", { name: at("apiClients.secret.copySecret") }).click();
    await expect(panel.getByRole("status")).toHaveText(at("apiClients.secret.copied.clientSecret"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  });

  await test.step("the new client is listed with only the secret's last four, and the secret works", async () => {
    const card = page.getByRole("region", { name, exact: true });
    await expect(card).toBeVisible();
    const detail = (term: string) =>
      card.locator("dt", { hasText: at(`apiClients.list.${term}`) }).locator("xpath=following-sibling::dd[1]");
    await expect(detail("clientId")).toHaveText(clientId);
    await expect(detail("secret")).toHaveText(at("apiClients.list.endingIn", { lastFour: secret.slice(-4) }));
    await expect(detail("status")).toHaveText(at("apiClients.list.active"));
    expect((await partnerCall(clientId, secret)).status).toBe(200);
  });

  await test.step("once stored, the secret is gone from the page, and stays gone", async () => {
    await page.getByRole("button", { name: at("apiClients.secret.stored") }).click();
    await expect(page.getByRole("region", { name: at("apiClients.secret.createdTitle", { name }) })).toHaveCount(0);
    await expect(page.getByRole("heading", { name, exact: true })).toBeFocused();
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await expectLoaded(page);
    await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    await checkpoint("secret-stored");
  });

  await test.step("its API version changes: said in the card, and its requests follow", async () => {
    const card = page.getByRole("region", { name, exact: true });
    const version = card.getByLabel(at("apiClients.version.label"), { exact: true });
    await expect(version).toHaveValue("2026-11-21");
    await expect(card.getByRole("button", { name: at("apiClients.version.submit") })).toBeDisabled();
    await version.selectOption("2021-08-10");
    await card.getByRole("button", { name: at("apiClients.version.submit") }).click();
    await expect(card.getByRole("status")).toHaveText(at("apiClients.version.done", { name, version: "2021-08-10" }));
    await expect(
      card.locator("dt", { hasText: at("apiClients.list.apiVersion") }).locator("xpath=following-sibling::dd[1]"),
    ).toHaveText("2021-08-10");
    expect((await partnerCall(clientId, secret)).headers.get("api-version")).toBe("2021-08-10");
  });

  await test.step("revoked after a confirm step: the secret stops working", async () => {
    const card = page.getByRole("region", { name, exact: true });
    await card.getByRole("button", { name: new RegExp(`^${at("apiClients.actions.revoke.button")}`) }).click();
    const confirm = card.getByRole("group", { name: at("apiClients.actions.revoke.confirmTitle", { name }) });
    await expect(
      confirm.getByRole("heading", { name: at("apiClients.actions.revoke.confirmTitle", { name }) }),
    ).toBeFocused();
    await checkpoint("revoke-confirm");
    await confirm.getByRole("button", { name: at("apiClients.actions.revoke.confirm") }).click();
    await expect(card.getByRole("status")).toHaveText(at("apiClients.actions.revoke.done", { name }));
    await expect(
      card.locator("dt", { hasText: at("apiClients.list.status") }).locator("xpath=following-sibling::dd[1]"),
    ).toContainText(at("apiClients.list.revoked"));
    expect((await partnerCall(clientId, secret)).status).toBe(401);
  });
});
