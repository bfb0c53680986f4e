import { spawn } from "node:child_process";

import { describe, expect, it } from "vitest";

import { listDevOutbox } from "@/lib/mail/send-mail";

import { commandArgs } from "../support/commands";
import { apiClient, basic, createTenant } from "../support/fixtures";
import { employeeBody } from "../support/employee-body";
import { httpHarness } from "../support/http-harness";

// `npm run ops`: the operator console's writes for automation, on the server's shell, through the
// same use cases (docs/operator.md#the-ops-command). JSON in and out, idempotent by the caller's
// key, exit 3 with the problem's code on a refusal, 2 on a usage error.

const { server } = httpHarness({ tenant: false });

function ops(...args: string[]) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, commandArgs("ops", ...args), {
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

const employer = {
  name: "Hooli",
  legalName: "Hooli, Inc.",
  defaultLanguage: "en",
  repayment: { payrollDeduction: true, paymentMethod: false },
  payrollSchedules: [{ name: "Semimonthly", payFrequency: "semimonthly" }],
};

// The command is its own process: on the embedded database it would open a second PGlite.
describe.runIf(process.env.DATABASE_KIND === "postgres")("npm run ops", () => {
  it("creates an employer once per key, refuses the key reused for other input, and names the fields it refuses", async () => {
    const key = `setup-hooli-${Math.random().toString(36).slice(2, 8)}`;
    const created = await ops("employers", "create", "--json", JSON.stringify(employer), "--idempotency-key", key);
    expect(created.status, created.stderr).toBe(0);
    const first = JSON.parse(created.stdout) as { id: string; status: string; payrollSchedules: unknown[] };
    expect(first).toMatchObject({ name: "Hooli", status: "active" });
    expect(first.payrollSchedules).toHaveLength(1);
    // The same key and input: the first answer again, nothing made twice.
    const again = await ops("employers", "create", "--json", JSON.stringify(employer), "--idempotency-key", key);
    expect(again.status).toBe(0);
    expect((JSON.parse(again.stdout) as { id: string }).id).toBe(first.id);
    const listed = JSON.parse((await ops("employers", "list")).stdout) as { data: Array<{ name: string }> };
    expect(listed.data.filter((row) => row.name === "Hooli").length).toBeGreaterThanOrEqual(1);
    // The key with other input is refused, with the code the console would give.
    const reused = await ops(
      "employers",
      "create",
      "--json",
      JSON.stringify({ ...employer, name: "Not Hooli" }),
      "--idempotency-key",
      key,
    );
    expect(reused.status).toBe(3);
    expect(JSON.parse(reused.stderr)).toMatchObject({ code: "idempotency_key_reused" });
    // Invalid input: every field named, nothing made.
    const invalid = await ops("employers", "create", "--json", JSON.stringify({ ...employer, payrollSchedules: [] }));
    expect(invalid.status).toBe(3);
    const problem = JSON.parse(invalid.stderr) as { code: string; errors: Array<{ path: string }> };
    expect(problem.code).toBe("validation_failed");
    expect(problem.errors.map((error) => error.path)).toEqual(["/payrollSchedules"]);
    const broken = await ops("employers", "create", "--json", "{not json");
    expect([broken.status, (JSON.parse(broken.stderr) as { code: string }).code]).toEqual([3, "invalid_json"]);
  });

  it("suspends and reactivates, invites the HR owner, and says which employer is unknown", async () => {
    const tenant = await createTenant();
    const suspended = await ops(
      "employers",
      "suspend",
      tenant.employerId,
      "--json",
      JSON.stringify({ reason: "Unpaid invoice" }),
    );
    expect(suspended.status, suspended.stderr).toBe(0);
    expect(JSON.parse(suspended.stdout)).toMatchObject({ status: "suspended", suspensionReason: "Unpaid invoice" });
    const partner = apiClient(server.baseUrl, tenant);
    const refused = await partner<{ code: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody({ payrollScheduleId: tenant.activeScheduleId }),
    });
    expect([refused.status, refused.body.code]).toEqual([409, "employer_suspended"]);
    expect((await ops("employers", "reactivate", tenant.employerId)).status).toBe(0);

    const email = `owner.${Math.random().toString(36).slice(2, 8)}@hooli.example`;
    const invited = await ops(
      "employers",
      "invite-owner",
      tenant.employerId,
      "--json",
      JSON.stringify({ email, name: "Gavin Belson" }),
    );
    expect(invited.status, invited.stderr).toBe(0);
    expect(JSON.parse(invited.stdout)).toMatchObject({ email, role: "owner" });
    expect((await listDevOutbox({ to: email })).length).toBe(1);

    const unknown = await ops("employers", "get", "empr_nobody");
    expect(unknown.status).toBe(3);
    expect(JSON.parse(unknown.stderr)).toMatchObject({ code: "employer_not_found" });
  });

  it("adds a document with its first version, previews and publishes the next, and names what it refuses", async () => {
    const tenant = await createTenant();
    const texts = (n: number) => ({
      en: { title: "Privacy notice", body: `We never sell your data (${n}).` },
      es: { title: "Aviso de privacidad", body: `Nunca vendemos sus datos (${n}).` },
    });
    const created = await ops(
      "agreements",
      "create",
      "--json",
      JSON.stringify({
        slug: "privacy-notice",
        required: true,
        employerId: tenant.employerId,
        version: { tag: "privacy-1", texts: texts(1) },
      }),
    );
    expect(created.status, created.stderr).toBe(0);
    const { id } = JSON.parse(created.stdout) as { id: string };
    const next = JSON.stringify({ tag: "privacy-2", reacceptance: "notify", texts: texts(2) });
    const preview = await ops("agreements", "preview", id, "--json", next);
    expect(preview.status, preview.stderr).toBe(0);
    expect(JSON.parse(preview.stdout)).toMatchObject({ against: { tag: "privacy-1" }, recipients: 0 });
    const published = await ops("agreements", "publish", id, "--json", next, "--idempotency-key", `privacy-2-${id}`);
    expect(published.status, published.stderr).toBe(0);
    expect(JSON.parse(published.stdout)).toMatchObject({ inForceTag: "privacy-2", notified: 0 });
    const again = await ops("agreements", "publish", id, "--json", next);
    expect(again.status).toBe(3);
    expect(JSON.parse(again.stderr)).toMatchObject({
      code: "validation_failed",
      errors: [{ code: "agreement_tag_taken" }],
    });
  });

  it("sets up a partner from the shell: created, granted an employer, given a client whose secret works", async () => {
    const tenant = await createTenant();
    const created = await ops("partners", "create", "--json", JSON.stringify({ name: "Hooli Benefits" }));
    expect(created.status, created.stderr).toBe(0);
    const { id } = JSON.parse(created.stdout) as { id: string };
    expect((await ops("partners", "grant", id, tenant.employerId)).status).toBe(0);
    const client = await ops("partners", "create-client", id, "--json", JSON.stringify({ name: "Production" }));
    expect(client.status, client.stderr).toBe(0);
    const { id: clientId, clientSecret } = JSON.parse(client.stdout) as { id: string; clientSecret: string };
    const partner = apiClient(server.baseUrl, { authorization: basic(clientId, clientSecret) });
    expect((await partner("GET", `/api/employers/${tenant.employerId}/employees`)).status).toBe(200);
    expect((await ops("partners", "withdraw", id, tenant.employerId)).status).toBe(0);
    // The server is another process: it reads the client again within PARTNER_AUTH_CACHE_MS.
    await expect
      .poll(async () => (await partner("GET", `/api/employers/${tenant.employerId}/employees`)).status, {
        timeout: 10_000,
      })
      .toBe(404);
    const unknown = await ops("partners", "grant", "prt_nobody", tenant.employerId);
    expect([unknown.status, JSON.parse(unknown.stderr).code]).toEqual([3, "partner_not_found"]);
  });

  it("finds a person across employers, e-mails their invitation again and signs them out, from the shell", async () => {
    const tenant = await createTenant();
    const call = apiClient(server.baseUrl, tenant);
    const body = employeeBody({ payrollScheduleId: tenant.activeScheduleId });
    const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, { body });
    expect(created.status, created.text).toBe(201);
    const found = await ops("people", "search", String(body.email));
    expect(found.status, found.stderr).toBe(0);
    expect(JSON.parse(found.stdout)).toMatchObject({
      data: [{ id: created.body.id, employer: { id: tenant.employerId } }],
      more: false,
    });
    const short = await ops("people", "search", "ab");
    expect([short.status, JSON.parse(short.stderr).code]).toEqual([3, "validation_failed"]);
    const sent = await ops("people", "resend-invitation", created.body.id);
    expect(sent.status, sent.stderr).toBe(0);
    expect(JSON.parse(sent.stdout)).toMatchObject({ employeeId: created.body.id, status: "sent" });
    expect(await listDevOutbox({ to: String(body.email) })).toHaveLength(1);
    const signedOut = await ops("people", "sign-out", created.body.id);
    expect([signedOut.status, JSON.parse(signedOut.stdout)]).toEqual([
      0,
      { employeeId: created.body.id, sessionsEnded: true },
    ]);
    const unknown = await ops("people", "sign-out", "empl_nobody");
    expect([unknown.status, JSON.parse(unknown.stderr).code]).toEqual([3, "employee_not_found"]);
  });

  it("explains each verb, and refuses what is not one", async () => {
    const help = await ops("employers", "suspend", "--help");
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run ops -- employers suspend <employerId>/);
    const listing = await ops("--help");
    expect(listing.stdout).toMatch(/employers invite-owner <employerId>/);
    expect((await ops("employers", "explode")).status).toBe(2);
    expect((await ops("employers", "get")).status).toBe(2);
    expect((await ops("employers", "list", "--idempotency-key", "k")).status).toBe(2);
    expect((await ops("employers", "reactivate", "empr_x", "--json", "{}")).status).toBe(2);
  });
});
