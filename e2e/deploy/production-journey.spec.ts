import { randomBytes } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";
import { generateSync } from "otplib";

import { heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { killStrays, postgresAnswers } from "../support/cluster";
import { en } from "../support/messages";
import { adminT, operatorT } from "../support/operator-pages";
import { acceptRequiredAgreements, expectArrivedAt, fillPersonalDetails, submitIncome } from "../support/portal-pages";
import { productionDeployment, type ProductionDeployment } from "../support/production-deployment";
import { APPS } from "../support/servers";
import { newHireFields, randomSsn } from "../support/test-data";
import { addVirtualAuthenticator } from "../support/virtual-authenticator";

// Issue 40's "done when": a deployment in production mode on PostgreSQL, with no seed and no SQL —
// the release's migrations, then `operator:create` on the server's shell; the first owner joins from
// its link with a passkey (Chromium's virtual authenticator), creates an employer with a payroll
// schedule, publishes the program's credit terms and its four documents, and invites the employer's
// HR owner, who joins from the e-mail and sets up an authenticator app; the owner adds a partner,
// grants it the employer and makes its API client; the partner creates an employee through the API,
// who goes from the invitation to an active card in the portal. Every link and cookie is the
// production one: https (a local TLS proxy), __Host- cookies, mail over SMTP, Stripe Issuing and
// Persona (local fakes of their APIs). The same data set up by the CLI is tests/http/first-employer.

const t = operatorT("en");
const a = adminT("en");
const e = (key: string, values?: Record<string, string | number>) => t(`employers.${key}`, values);
const g = (key: string, values?: Record<string, string>) => t(`agreements.${key}`, values);
const p = (key: string, values?: Record<string, string>) => t(`partners.${key}`, values);
const inLanguage = (language: "en" | "es") => ({ language: g(`form.fields.texts.${language}`) });

// The deployment's public port (its TLS proxy); the app itself listens on the next one.
const PORT = APPS.sandbox.port + 40;
test.use({ ignoreHTTPSErrors: true, baseURL: `https://localhost:${PORT}` });

let deployment: ProductionDeployment | undefined;
test.afterEach(async () => {
  await deployment?.stop();
  deployment = undefined;
  await killStrays();
});

/** The console's home, showing the signed-in owner. */
async function expectConsoleHome(page: Page, owner: { email: string; name: string }) {
  await expect(page).toHaveURL(/\/operator$/);
  await expect(heading(page, t("home.title"))).toBeVisible();
  await expect(page.getByRole("main").getByText(owner.email)).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(
    t("shell.signedInAs", { name: owner.name, role: t("roles.names.owner") }),
  );
}

/** A program document with its first version, added on the agreements page. */
async function addDocument(
  page: Page,
  document: { slug: string; required: boolean; position: number; en: string; es: string },
) {
  await page.goto("/operator/agreements");
  await page.getByLabel(g("form.fields.slug.label")).fill(document.slug);
  await page
    .getByRole("radio", { name: g(`form.fields.required.${document.required ? "required" : "optional"}`) })
    .check();
  await page.getByLabel(g("form.fields.position.label")).fill(String(document.position));
  await page.getByLabel(g("form.fields.scope.label")).selectOption({ label: g("form.fields.scope.program") });
  await page.getByLabel(g("form.fields.tag.label")).fill(`${document.slug}-2027-01`);
  await page.getByLabel(g("form.fields.title.label", inLanguage("en"))).fill(document.en);
  await page.getByLabel(g("form.fields.body.label", inLanguage("en"))).fill(`${document.en}: the program's text.`);
  await page.getByLabel(g("form.fields.title.label", inLanguage("es"))).fill(document.es);
  await page.getByLabel(g("form.fields.body.label", inLanguage("es"))).fill(`${document.es}: el texto del programa.`);
  await page.getByRole("button", { name: g("create.submit") }).click();
  await expect(page).toHaveURL(/\/operator\/agreements\/agr_/);
  await expect(page.getByText(g("detail.created"))).toBeVisible();
}

test("production, from an empty database: operator:create, the console, the HR owner, a partner, and an employee's active card", async ({
  page,
  context,
  browser,
  playwright,
}) => {
  test.skip(!(await postgresAnswers()), "PostgreSQL is not running");
  test.slow();
  const suffix = randomBytes(3).toString("hex");
  const owner = { email: `ops.lead.${suffix}@program.example`, name: `Olivia Ops ${suffix}` };
  const employerName = `Initech ${suffix}`;
  const hrOwner = { email: `bill.${suffix}@initech.example`, name: "Bill Lumbergh" };
  deployment = await productionDeployment({ name: "production-journey", port: PORT });
  const { origin, mails } = deployment;

  const link =
    await test.step("the release's migrations, then operator:create on the server's shell prints the first owner's link; the app starts", async () => {
      const migrated = deployment!.command("migrate");
      expect(migrated.status, `migrate said:\n${migrated.stdout}\n${migrated.stderr}`).toBe(0);
      const created = deployment!.command("operator-create", "--email", owner.email, "--name", owner.name);
      expect(created.status, `operator:create said:\n${created.stdout}\n${created.stderr}`).toBe(0);
      const printed = /^(https:\S+\/operator\/join#\S+)$/m.exec(created.stdout)?.[1];
      expect(printed, created.stdout).toBeDefined();
      expect(new URL(printed!).origin).toBe(origin);
      await deployment!.start();
      return printed!;
    });

  await addVirtualAuthenticator(context, page);
  await test.step("the link shows the invitation; the owner joins with a passkey", async () => {
    await page.goto(link);
    await expect(heading(page, t("join.title"))).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(owner.email)).toBeVisible();
    await expect(main.getByText(t("roles.names.owner"), { exact: true })).toBeVisible();
    await page.getByRole("radio", { name: t("join.ways.passkey.label") }).check();
    await expect(page.getByLabel(a("join.password"), { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "operator join");
    await page.getByRole("button", { name: t("join.passkeySubmit") }).click();
  });

  await test.step("joined, the owner must enrol first: the passkey is added, the recovery codes shown once", async () => {
    await expect(page).toHaveURL(/\/operator\/enrol$/);
    await expect(page.getByText(t("enrol.introRequired"))).toBeVisible();
    await expect(page.getByRole("heading", { name: a("enrol.totpTitle") })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "operator enrol");
    // Nothing else opens until then.
    await page.goto(`${origin}/operator`);
    await expect(page).toHaveURL(/\/operator\/enrol$/);
    await page.getByRole("button", { name: a("passkeys.add") }).click();
    await expect(page.getByRole("heading", { name: a("recoveryCodes.title") })).toBeFocused();
    await expect(page.getByRole("list", { name: a("recoveryCodes.listLabel") }).getByRole("listitem")).toHaveCount(10);
    await page.getByRole("button", { name: a("recoveryCodes.stored") }).click();
    await expectConsoleHome(page, owner);
    // Production's session cookie: host-only, Secure, HttpOnly.
    const session = (await context.cookies(origin)).find((cookie) => cookie.name.startsWith("__Host-"));
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: "/" });
  });

  await test.step("the account page lists the passkey; signed out, the passkey alone signs the owner in again", async () => {
    await page
      .getByRole("navigation", { name: t("nav.label") })
      .getByRole("link", { name: t("nav.account") })
      .click();
    await expect(heading(page, a("account.title"))).toBeFocused();
    await expect(
      page.getByRole("region", { name: a("account.factors.passkeysTitle") }).getByRole("listitem"),
    ).toHaveCount(1);
    await expect(page.getByText(t("account.factors.recoveryLeft", { count: 10 }), { exact: true })).toBeVisible();
    await page.getByRole("button", { name: a("shell.signOut") }).click();
    await expect(page).toHaveURL(/\/operator\/sign-in$/);
    await page.getByRole("button", { name: a("signIn.passkey.submit") }).click();
    await expectConsoleHome(page, owner);
  });

  const employerId = await test.step("the employer, with a payroll schedule and payroll deduction", async () => {
    await page.goto("/operator/employers");
    await page.getByLabel(e("form.name"), { exact: true }).fill(employerName);
    await page.getByLabel(e("form.legalName"), { exact: true }).fill(`${employerName} Holdings, LLC`);
    await page.getByLabel(e("form.scheduleName")).fill("Biweekly");
    await page.getByLabel(e("form.contactEmail")).fill(`peggy.${suffix}@initech.example`);
    await page.getByLabel(e("form.contactPhone")).fill("(415) 555-2671");
    await page.getByRole("button", { name: e("create.submit") }).click();
    await expect(page).toHaveURL(/\/operator\/employers\/empr_/);
    await expect(heading(page, employerName)).toBeVisible();
    await expect(page.getByText(/^Biweekly, Every two weeks \(schedule \d+\)$/)).toBeVisible();
    return /\/operator\/employers\/(empr_[^/?#]+)/.exec(page.url())![1]!;
  });

  await test.step("the program's credit terms: a largest line of $3,000, in force now", async () => {
    await page.goto("/operator/terms");
    await page
      .getByLabel(
        t("terms.fields.labelIn", { label: t("terms.fields.maxCreditLineCents.label"), unit: t("terms.units.money") }),
      )
      .fill("3000");
    await page.getByRole("button", { name: t("terms.form.submit") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("terms.publishedNow") })).toBeVisible();
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: t("terms.versions.states.inForce") })
        .getByText("$3,000.00"),
    ).toBeVisible();
  });

  await test.step("the program's four documents, each with its first version in English and Spanish", async () => {
    const documents = [
      { slug: "esign-consent", required: true, en: "Consent to electronic records", es: "Consentimiento electrónico" },
      { slug: "cardholder-agreement", required: true, en: "Cardholder agreement", es: "Contrato del titular" },
      { slug: "privacy-notice", required: true, en: "Privacy notice", es: "Aviso de privacidad" },
      { slug: "product-updates", required: false, en: "Product updates by e-mail", es: "Novedades por correo" },
    ];
    for (const [position, document] of documents.entries()) await addDocument(page, { ...document, position });
    await page.goto("/operator/agreements");
    for (const document of documents) await expect(page.getByRole("link", { name: document.en })).toBeVisible();
  });

  await test.step("the employer's HR owner is invited by e-mail, joins, and sets up an authenticator app", async () => {
    await page.goto(`/operator/employers/${employerId}`);
    await page.getByLabel(e("owner.email")).fill(hrOwner.email);
    await page.getByLabel(e("owner.name")).fill(hrOwner.name);
    await page.getByRole("button", { name: e("owner.submit") }).click();
    await expect(page.getByRole("status").filter({ hasText: hrOwner.email })).toBeVisible();
    const invitation = await expect
      .poll(() => mails.find((mail) => mail.to === hrOwner.email)?.text, { timeout: 20_000 })
      .toMatch(new RegExp(`${origin}/admin/join#`))
      .then(() => mails.find((mail) => mail.to === hrOwner.email)!.text);
    const joinLink = new RegExp(`(${origin}/admin/join#[A-Za-z0-9_-]+)`).exec(invitation)![1]!;

    const hrContext = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: origin });
    const hr = await hrContext.newPage();
    try {
      await hr.goto(joinLink);
      await expect(hr.getByRole("main").getByText(hrOwner.email)).toBeVisible();
      const password = `a long HR passphrase ${suffix}`;
      await hr.getByLabel(a("join.password"), { exact: true }).fill(password);
      await hr.getByLabel(a("join.confirmPassword")).fill(password);
      await hr.getByRole("button", { name: a("join.submit") }).click();
      // Production asks every HR account for a second factor before anything else.
      await expect(hr).toHaveURL(/\/admin\/enrol$/);
      await hr.getByRole("button", { name: a("totp.start") }).click();
      const secret = (await hr.locator("code").innerText()).replace(/\s/g, "");
      await hr.getByLabel(a("totp.codeLabel")).fill(generateSync({ secret }));
      await hr.getByRole("button", { name: a("totp.confirm") }).click();
      await hr.getByRole("button", { name: a("recoveryCodes.stored") }).click();
      await expect(heading(hr, a("employees.title"))).toBeVisible();
    } finally {
      await hrContext.close();
    }
  });

  const client =
    await test.step("a partner, granted the employer, with an API client whose secret is shown once", async () => {
      await page.goto("/operator/partners");
      await page.getByLabel(p("create.name")).fill(`Benefitfocus ${suffix}`);
      await page.getByRole("button", { name: p("create.submit") }).click();
      await expect(page.getByText(p("detail.created"))).toBeVisible();
      await page.getByLabel(p("grant.label"), { exact: true }).selectOption({ label: employerName });
      await page.getByRole("button", { name: p("grant.submit") }).click();
      await expect(
        page.getByRole("status").filter({ hasText: p("grant.done", { employer: employerName }) }),
      ).toBeVisible();
      await page.getByLabel(p("newClient.name"), { exact: true }).fill("Production");
      await page.getByRole("button", { name: p("newClient.submit") }).click();
      const panel = page.getByRole("region", { name: a("apiClients.secret.createdTitle", { name: "Production" }) });
      const id = await panel.getByRole("textbox", { name: a("apiClients.secret.clientId"), exact: true }).inputValue();
      const secret = await panel
        .getByRole("textbox", { name: a("apiClients.secret.clientSecret"), exact: true })
        .inputValue();
      return { id, secret };
    });

  const partner = await playwright.request.newContext({
    baseURL: origin,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString("base64")}` },
  });
  const invite =
    await test.step("the partner creates an employee through the API and asks for their invitation link", async () => {
      const schedules = await partner.get(`/api/employers/${employerId}/payroll-schedules`);
      expect(schedules.status()).toBe(200);
      const [schedule] = ((await schedules.json()) as { data: Array<{ id: number }> }).data;
      const created = await partner.post(`/api/employers/${employerId}/employees`, {
        data: { ...newHireFields(), payrollScheduleId: schedule!.id },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const linked = await partner.post(`/api/employers/${employerId}/employees/${id}/invite-link`);
      expect(linked.status(), await linked.text()).toBe(201);
      const { url } = (await linked.json()) as { url: string };
      expect(new URL(url).origin).toBe(origin);
      return { id, url };
    });

  const employeeContext = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: origin });
  const employee = await employeeContext.newPage();
  try {
    await test.step("the employee opens the invitation and fills in their details; Persona verifies them", async () => {
      await employee.goto(invite.url);
      await expect(employee).toHaveURL(/\/onboarding(\/|$|\?)/);
      await expect(employee.getByText(en("checklist.startIntro", { employer: employerName }))).toBeVisible();
      await employee.getByRole("link", { name: en("checklist.startNow") }).click();
      await expectArrivedAt(employee, en("personal.title"));
      await fillPersonalDetails(employee, {
        birth: { month: "4", day: "23", year: "1990" },
        phone: "(415) 555-2671",
        address: { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105" },
        ssn: randomSsn(),
      });
      await employee.getByRole("button", { name: en("personal.save") }).click();
      await expectArrivedAt(employee, en("check.title"));
      await employee.getByRole("button", { name: en("check.confirm") }).click();
      await expect(heading(employee, en("agreements.title"))).toBeVisible({ timeout: 30_000 });
    });

    await test.step("the program's three required documents accepted; income under the new terms", async () => {
      await expect(employee.getByRole("heading", { name: "Cardholder agreement", level: 2 })).toBeVisible();
      expect(await acceptRequiredAgreements(employee)).toBe(3);
      await expectArrivedAt(employee, en("income.title"));
      await submitIncome(employee, "52,000", "1,500");
      await expectArrivedAt(employee, en("card.title"));
    });

    await test.step("the virtual card from Stripe Issuing: active, with the line the program's terms allow", async () => {
      await employee.getByLabel(en("card.choose.options.virtual.label")).check();
      await expect(employee.getByRole("main")).toContainText("$3,000.00");
      await employee.getByRole("button", { name: en("card.choose.submit") }).click();
      await expect(employee.getByTestId("virtual-last-four")).toHaveText(/^\d{4}$/, { timeout: 30_000 });
      const cards = await partner.get(`/api/employers/${employerId}/employees/${invite.id}/cards`);
      const [card] = ((await cards.json()) as { data: Array<{ status: string; terms: { creditLimit: number } }> }).data;
      expect(card).toMatchObject({ status: "Active", terms: { creditLimit: 300_000 } });
      await employee.goto("/onboarding");
      await expect(employee.getByText(en("checklist.allDone"))).toBeVisible();
    });
  } finally {
    await employeeContext.close();
    await partner.dispose();
  }
});
