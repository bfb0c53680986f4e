import { spawn } from "node:child_process";

import { describe, expect, it } from "vitest";

import { getEnv } from "@/lib/env";
import { listDevOutbox } from "@/lib/mail/send-mail";

import { commandArgs, type Command } from "../support/commands";
import { apiClient, basic, employeeBody } from "../support/fixtures";
import { hrBrowser, totpCodeNow } from "../support/hr-browser";
import { httpHarness } from "../support/http-harness";

// docs/operations.md "Your first employer in production", from the shell: on a database with no
// seed, `operator:create` makes the first owner, and `npm run ops` sets up everything else — the
// employer and its payroll schedule, the program's credit terms, the four program documents, the
// employer's HR owner, a partner granted the employer with an API client. Then the partner creates an
// employee through the API, who goes from nothing to an active card. No SQL and no seed anywhere.

const { server } = httpHarness({ tenant: false, worker: true });

function run(command: Command, ...args: string[]) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, commandArgs(command, ...args), {
      env: { ...process.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** `npm run ops -- …`, answering its JSON; anything but exit 0 fails the test with what it said. */
async function ops<T = Record<string, unknown>>(...args: string[]): Promise<T> {
  const result = await run("ops", ...args);
  expect(result.status, `ops ${args.slice(0, 2).join(" ")}: ${result.stderr}`).toBe(0);
  return JSON.parse(result.stdout) as T;
}

const document = (slug: string, required: boolean, position: number, en: string, es: string) => ({
  slug,
  required,
  position,
  version: {
    tag: `${slug}-2027-01`,
    texts: {
      en: { title: en, body: `${en}: the program's text.` },
      es: { title: es, body: `${es}: el texto del programa.` },
    },
  },
});

const now = () => new Date().toISOString().replace(/\.\d+Z$/, "Z");

// The commands are processes of their own: on the embedded database they would open a second PGlite.
describe.runIf(process.env.DATABASE_KIND === "postgres")("your first employer, from the shell", () => {
  it("takes an empty program to an employee's active card with operator:create and ops alone", async () => {
    // 1. The first operator owner: a one-time link, joined with a password and an authenticator app.
    const created = await run("operator-create", "--email", "ops.lead@program.example", "--name", "Olivia Ops");
    expect(created.status, created.stderr).toBe(0);
    const operatorToken = new RegExp(`${getEnv().PUBLIC_BASE_URL}/operator/join#([A-Za-z0-9_-]+)`).exec(
      created.stdout,
    )?.[1];
    expect(operatorToken, created.stdout).toBeDefined();
    const operator = hrBrowser(server.baseUrl);
    const password = "a long operator passphrase";
    expect((await operator.call("POST", "/api/operator/join", { token: operatorToken, password })).status).toBe(201);
    const setup = await operator.call<{ secret: string }>("POST", "/api/operator/account/totp/setup");
    const enrolled = await operator.call("POST", "/api/operator/account/totp/confirm", {
      code: totpCodeNow(setup.body.secret),
    });
    expect(enrolled.status, enrolled.text).toBe(200);

    // 2. The employer, with a payroll schedule; the program's credit terms.
    const employer = await ops<{ id: string; payrollSchedules: Array<{ id: number }> }>(
      "employers",
      "create",
      "--idempotency-key",
      "first-employer-initech",
      "--json",
      JSON.stringify({
        name: "Initech",
        legalName: "Initech Holdings, LLC",
        defaultLanguage: "en",
        repayment: { payrollDeduction: true, paymentMethod: false },
        payrollSchedules: [{ name: "Biweekly", payFrequency: "biweekly" }],
        hrContact: { name: "Peggy Payroll", email: "peggy@initech.example", phone: "+14155550100" },
      }),
    );
    const scheduleId = employer.payrollSchedules[0]!.id;
    await ops(
      "terms",
      "publish",
      "--json",
      JSON.stringify({
        terms: {
          maxCreditLineCents: 300_000,
          minCreditLineCents: 10_000,
          termMonths: 12,
          minimumMonthlyPaymentCents: 2_500,
          maxDebtToIncomeBps: 4_300,
          minResidualIncomeCents: 100_000,
          lineIncrementCents: 5_000,
        },
      }),
    );

    // 3. The program's four documents, each with its first version in English and Spanish.
    const documents = [
      document("esign-consent", true, 0, "Consent to electronic records", "Consentimiento electrónico"),
      document("cardholder-agreement", true, 1, "Cardholder agreement", "Contrato del titular"),
      document("privacy-notice", true, 2, "Privacy notice", "Aviso de privacidad"),
      document("product-updates", false, 3, "Product updates by e-mail", "Novedades por correo"),
    ];
    for (const body of documents) await ops("agreements", "create", "--json", JSON.stringify(body));
    const listed = await ops<{ data: Array<{ slug: string; inForceTag: string }> }>("agreements", "list");
    expect(listed.data.map((row) => row.slug)).toEqual(documents.map((row) => row.slug));

    // 4. The employer's HR owner joins through the e-mailed link and sets up an authenticator app.
    await ops(
      "employers",
      "invite-owner",
      employer.id,
      "--json",
      JSON.stringify({ email: "bill@initech.example", name: "Bill Lumbergh" }),
    );
    const [invite] = await listDevOutbox({ to: "bill@initech.example" });
    const hrToken = /\/admin\/join#([A-Za-z0-9_-]+)/.exec(invite!.text)![1]!;
    const hr = hrBrowser(server.baseUrl);
    const joined = await hr.call("POST", "/api/admin/join", { token: hrToken, password: "a long HR passphrase" });
    expect(joined.status, joined.text).toBe(201);
    await hr.session();
    const hrSetup = await hr.call<{ secret: string }>("POST", "/api/admin/account/totp/setup");
    expect(hrSetup.status, hrSetup.text).toBe(200);
    expect(
      (await hr.call("POST", "/api/admin/account/totp/confirm", { code: totpCodeNow(hrSetup.body.secret) })).status,
    ).toBe(200);

    // 5. A partner, granted the employer, with an API client whose secret is printed once.
    const partner = await ops<{ id: string }>("partners", "create", "--json", JSON.stringify({ name: "Benefitfocus" }));
    await ops("partners", "grant", partner.id, employer.id);
    const client = await ops<{ id: string; clientSecret: string }>(
      "partners",
      "create-client",
      partner.id,
      "--json",
      JSON.stringify({ name: "Production" }),
    );
    const call = apiClient(server.baseUrl, { authorization: basic(client.id, client.clientSecret) });

    // 6. The partner's employee, from creation to an active card.
    const person = await call<{ id: string }>("POST", `/api/employers/${employer.id}/employees`, {
      body: employeeBody({ payrollScheduleId: scheduleId }),
    });
    expect(person.status, person.text).toBe(201);
    const base = `/api/employers/${employer.id}/employees/${person.body.id}`;
    expect((await call("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
    await expect
      .poll(async () => (await call<{ onboarding_status: string }>("GET", base)).body.onboarding_status, {
        timeout: 15_000,
      })
      .toBe("VERIFIED");
    const agreements = await call<{ data: Array<{ id: string; tag: string; required: boolean }> }>(
      "GET",
      `${base}/agreements`,
    );
    for (const agreement of agreements.body.data.filter((row) => row.required))
      expect(
        (
          await call("POST", `${base}/agreements/${agreement.id}`, {
            body: { agreementTag: agreement.tag, acceptedAt: now() },
          })
        ).status,
      ).toBe(200);
    const atr = await call<{ result: string }>("POST", `${base}/atr`, {
      body: { annualIncome: 5_200_000, monthlyObligations: 150_000 },
    });
    expect(atr.status, atr.text).toBe(201);
    const status = await call<{ complete: boolean; requirements: Array<{ key: string; fulfilled: boolean }> }>(
      "GET",
      `${base}/onboarding/status`,
    );
    expect(
      status.body.requirements.filter((requirement) => !requirement.fulfilled),
      JSON.stringify(status.body),
    ).toEqual([]);
    const card = await call<{ id: string; status: string }>("POST", `${base}/cards?cardType=virtual`);
    expect(card.status, card.text).toBe(201);
    expect(card.body.status).toBe("Active");

    // HR sees their person; the operator sees the partner serving the employer.
    const seen = await hr.call<{ data: Array<{ id: string }> }>("GET", "/api/admin/employees");
    expect(seen.body.data.map((row) => row.id)).toContain(person.body.id);
    const partnerView = await ops<{ employers: Array<{ employerId: string }> }>("partners", "get", partner.id);
    expect(partnerView.employers.map((grant) => grant.employerId)).toEqual([employer.id]);
  });
});
