import { randomBytes } from "node:crypto";

import { startOidcProvider, type LocalOidcProvider } from "../../tests/support/oidc-provider";
import { expect, test } from "../fixtures/admin";
import { at, heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { addVirtualAuthenticator } from "../support/virtual-authenticator";

// Issue 26's journeys in Chromium: an owner invites a viewer, who joins, enrols a passkey (the
// browser's virtual authenticator), signs in with it alone and cannot export; the owner sees that
// sign-in in the audit trail. And single sign-on through a real OpenID provider on this machine.

test("an owner invites a viewer, who joins, enrols a passkey and cannot export; the owner sees the sign-in in the audit trail", async ({
  page,
  browser,
  baseURL,
  adminSignIn,
}) => {
  test.slow();
  await adminSignIn("globex");
  const email = `viewer.${randomBytes(4).toString("hex")}@globex.example`;
  const name = `Val Viewer ${randomBytes(2).toString("hex")}`;

  await test.step("the owner invites a viewer from the team page", async () => {
    await page.goto("/admin/team");
    await expect(heading(page, at("team.title"))).toBeVisible();
    const form = page
      .getByRole("region", { name: at("team.invite.title") })
      .or(page.locator("form").filter({ hasText: at("team.invite.submit") }));
    await form.getByLabel(at("team.invite.name")).fill(name);
    await form.getByLabel(at("team.invite.email")).fill(email);
    await form.getByRole("radio", { name: new RegExp(`^${at("roles.names.viewer")}`) }).check();
    await form.getByRole("button", { name: at("team.invite.submit") }).click();
    await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "team page after an invitation");
  });

  const viewerContext = await browser.newContext({ baseURL });
  const viewer = await viewerContext.newPage();
  try {
    await test.step("the viewer opens the e-mailed link, chooses a password and is in", async () => {
      await viewer.goto("/dev/outbox");
      const mail = viewer.getByRole("listitem").filter({ hasText: email });
      const href = (await mail
        .getByRole("link", { name: /\/admin\/join#/ })
        .first()
        .getAttribute("href"))!;
      expect(new URL(href).hash.length).toBeGreaterThan(20);
      await viewer.goto(href);
      await expect(viewer.getByText(email)).toBeVisible();
      await expectNoSeriousA11yViolations(viewer, "join page");
      await viewer.getByLabel(at("join.password"), { exact: true }).fill("a viewer's long passphrase");
      await viewer.getByLabel(at("join.confirmPassword")).fill("a viewer's long passphrase");
      await viewer.getByRole("button", { name: at("join.submit") }).click();
      await expect(heading(viewer, at("employees.title"))).toBeVisible();
    });

    await test.step("the viewer adds a passkey on their account page and stores the recovery codes", async () => {
      await addVirtualAuthenticator(viewerContext, viewer);
      await viewer.goto("/admin/account");
      await expect(heading(viewer, at("account.title"))).toBeVisible();
      await viewer
        .getByRole("button", { name: at("passkeys.add") })
        .first()
        .click();
      await expect(viewer.getByRole("heading", { name: at("recoveryCodes.title") })).toBeVisible();
      await viewer.getByRole("button", { name: at("recoveryCodes.stored") }).click();
      await expect(viewer.getByText(at("account.factors.passkeyAdded"))).toBeVisible();
      await expectNoSeriousA11yViolations(viewer, "account page with a passkey");
    });

    await test.step("signed out, the passkey alone signs the viewer in", async () => {
      await viewerContext.clearCookies();
      await viewer.goto("/admin/sign-in");
      await viewer.getByRole("button", { name: at("signIn.passkey.submit") }).click();
      await expect(heading(viewer, at("employees.title"))).toBeVisible();
    });

    await test.step("the viewer is offered no export, and the API refuses one", async () => {
      await expect(viewer.getByRole("link", { name: at("employees.export") })).toHaveCount(0);
      const refused = await viewer.request.get("/api/admin/employees/export");
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "role_not_allowed" });
    });
  } finally {
    await viewerContext.close();
  }

  await test.step("the owner sees the viewer's passkey sign-in in the audit trail", async () => {
    await page.goto("/admin/audit?action=hr.signed_in");
    await expect(heading(page, at("audit.title"))).toBeVisible();
    const records = page.getByRole("table").or(page.getByRole("list"));
    await expect(records.filter({ hasText: name }).first()).toBeVisible();
    await expect(records.filter({ hasText: name }).first()).toContainText(at("audit.actions.hr.signed_in"));
    await expectNoSeriousA11yViolations(page, "audit trail");
  });
});

test.describe("single sign-on", () => {
  let provider: LocalOidcProvider;
  const client = { clientId: "benefits-hr-e2e", clientSecret: `secret-${randomBytes(8).toString("hex")}` };

  test.afterEach(async () => {
    await provider?.close();
  });

  test("an HR person signs in through the employer's OpenID provider and lands in the HR area; an existing one confirms it's them once", async ({
    browser,
    baseURL,
    adminSignIn,
  }) => {
    provider = await startOidcProvider({
      clients: [{ ...client, redirectUris: [`${baseURL}/api/admin/sso/callback`] }],
    });
    const owner = await adminSignIn("globex");
    const domain = `sso-${randomBytes(4).toString("hex")}.example`;
    await owner.call("PATCH", "/api/admin/security-settings", {
      sso: {
        enabled: true,
        issuer: provider.issuer,
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        allowedDomains: [domain],
        roleClaim: "groups",
        scopes: ["groups"],
        roleMapping: { "hr-admins": "admin" },
        defaultRole: null,
        required: false,
        breakGlassAdminId: null,
      },
    });
    try {
      const person = {
        sub: `00u-${randomBytes(4).toString("hex")}`,
        email: `sam@${domain}`,
        email_verified: true,
        name: "Sam Single",
        groups: ["hr-admins"],
      };
      provider.setNextUser(person);
      // A browser of its own: the owner's session stays to undo the settings.
      const ssoContext = await browser.newContext({ baseURL });
      const page = await ssoContext.newPage();
      await page.goto("/admin/sign-in");
      await expectNoSeriousA11yViolations(page, "sign-in page");
      await page.getByLabel(at("signIn.sso.email")).fill(person.email);
      await page.getByRole("button", { name: at("signIn.sso.submit") }).click();
      await expect(heading(page, at("employees.title"))).toBeVisible();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("banner")).toContainText("Sam Single");
      await expectNoSeriousA11yViolations(page, "HR area after single sign-on");
      await ssoContext.close();

      // Someone who already has an account (a password, no factor) confirms it's them once.
      const pat = { sub: `00u-${randomBytes(4).toString("hex")}`, email: `pat@${domain}`, email_verified: true };
      const password = "pat's long passphrase for the test";
      await owner.call("POST", "/api/admin/team/invites", { name: "Pat Password", email: pat.email, role: "admin" });
      const joinContext = await browser.newContext({ baseURL });
      const join = await joinContext.newPage();
      await join.goto("/dev/outbox");
      const href = (await join
        .getByRole("listitem")
        .filter({ hasText: pat.email })
        .getByRole("link", { name: /\/admin\/join#/ })
        .first()
        .getAttribute("href"))!;
      const joined = await join.request.post("/api/admin/join", {
        data: { token: new URL(href).hash.slice(1), password },
      });
      expect(joined.status()).toBe(201);
      await joinContext.close();

      provider.setNextUser(pat);
      const linkContext = await browser.newContext({ baseURL });
      const linking = await linkContext.newPage();
      await linking.goto("/admin/sign-in");
      await linking.getByLabel(at("signIn.sso.email")).fill(pat.email);
      await linking.getByRole("button", { name: at("signIn.sso.submit") }).click();
      await expect(linking.getByRole("heading", { name: at("signIn.ssoLink.title") })).toBeVisible();
      await expect(linking.getByText(at("signIn.ssoLink.passwordIntro"))).toBeVisible();
      await expectNoSeriousA11yViolations(linking, "confirming it's you to link single sign-on");
      await linking.getByLabel(at("signIn.password")).fill("not pat's password");
      await linking.getByRole("button", { name: at("stepUp.confirm") }).click();
      await expect(linking.getByText(at("factor.notAccepted"))).toBeVisible();
      await linking.getByLabel(at("signIn.password")).fill(password);
      await linking.getByRole("button", { name: at("stepUp.confirm") }).click();
      await expect(heading(linking, at("employees.title"))).toBeVisible();
      await linkContext.close();
    } finally {
      await owner.call("PATCH", "/api/admin/security-settings", { sso: null });
    }
  });
});
