import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { employees, payrollSchedules } from "@/db/schema";

import { apiClient, createTenant, createTenantAgreement, employeeBody, type Tenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server } = httpHarness({ tenant: false });

type Requirement = {
  key: string;
  fulfilled: boolean;
  status: string;
  code: string | null;
  actor: string;
  fields: string[];
  dependsOn: string[];
  title: string;
  message: string;
};
type Status = {
  object: string;
  employeeId: string;
  complete: boolean;
  summary: { fulfilled: number; total: number };
  requirements: Requirement[];
};

async function setup(tenantOptions: Parameters<typeof createTenant>[0] = {}) {
  const tenant: Tenant = await createTenant(tenantOptions);
  const call = apiClient(server.baseUrl, tenant);
  const terms = await createTenantAgreement(tenant);
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ payrollScheduleId: tenant.activeScheduleId }),
  });
  const base = `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
  const status = async () => (await call<Status>("GET", `${base}/onboarding/status`)).body;
  const unmet = async () => (await status()).requirements.filter((r) => !r.fulfilled).map((r) => `${r.key}:${r.code}`);
  return { tenant, call, terms, base, employeeId: created.body.id, status, unmet };
}

const now = () => new Date().toISOString();

describe("GET …/onboarding/status", () => {
  it("follows each write at once, to complete", async () => {
    const { call, base, terms, employeeId, status, unmet } = await setup();
    const first = await status();
    expect(first).toMatchObject({ object: "onboarding_status", employeeId, complete: false, summary: { total: 12 } });
    expect(first.requirements).toHaveLength(12);
    expect(await unmet()).toEqual([
      "agreements:agreements_not_accepted",
      "atr:atr_missing",
      "identity_verification:identity_verification_not_started",
    ]);

    await call("POST", `${base}/agreements/${terms.agreementId}`, {
      body: { agreementTag: terms.tag, acceptedAt: now() },
    });
    expect(await unmet()).toEqual(["atr:atr_missing", "identity_verification:identity_verification_not_started"]);

    const atr = await call("POST", `${base}/atr`, { body: { annualIncome: 5_200_000, monthlyObligations: 150_000 } });
    expect(atr.status).toBe(201);
    expect(await unmet()).toEqual(["identity_verification:identity_verification_not_started"]);

    // Identity verification arrives with its own issue; until then its state is set directly.
    const db = await getDb();
    await db.update(employees).set({ onboardingStatus: "VERIFIED" }).where(eq(employees.id, employeeId));
    expect(await status()).toMatchObject({ complete: true, summary: { fulfilled: 12, total: 12 } });

    // Each PATCH shows in the very next read, and back again.
    await call("PATCH", base, { body: [{ op: "replace", path: "/isEligible", value: false }] });
    expect(await unmet()).toEqual(["eligibility_status:not_eligible"]);
    await call("PATCH", base, { body: [{ op: "replace", path: "/isEligible", value: true }] });
    expect((await status()).complete).toBe(true);

    // A failing ATR submission after a passing one: the latest decides.
    await call("POST", `${base}/atr`, { body: { annualIncome: 0, monthlyObligations: 0 } });
    expect(await unmet()).toEqual(["atr:atr_failed"]);
  });

  it("re-checks rules that change without a write: a schedule made inactive", async () => {
    const { tenant, unmet } = await setup();
    const db = await getDb();
    await db.update(payrollSchedules).set({ active: false }).where(eq(payrollSchedules.id, tenant.activeScheduleId));
    expect(await unmet()).toContain("payroll_schedule:payroll_schedule_inactive");
  });

  it("reports missing data with codes, fields and who can act", async () => {
    const tenant = await createTenant({ payrollDeductionRepayment: false, paymentMethodRepayment: true });
    const call = apiClient(server.baseUrl, tenant);
    const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: { firstName: "Min", lastName: "Imal", email: "min@example.com", enrollInNewOnboarding: false },
    });
    const result = await call<Status>(
      "GET",
      `/api/employers/${tenant.employerId}/employees/${created.body.id}/onboarding/status`,
    );
    const byKey = Object.fromEntries(result.body.requirements.map((r) => [r.key, r]));
    expect(byKey.employment_status).toMatchObject({
      status: "missing",
      code: "employment_status_missing",
      actor: "employer",
      fields: ["/isEmployed"],
    });
    expect(byKey.over_18).toMatchObject({ status: "blocked", dependsOn: ["birthday"] });
    expect(byKey.repayment_process).toMatchObject({
      status: "missing",
      code: "payment_method_missing",
      actor: "employee",
    });
    expect(byKey.atr).toMatchObject({ status: "blocked", code: "atr_requires_enrollment" });
    expect(byKey.identity_verification).toMatchObject({
      status: "blocked",
      code: "identity_verification_blocked",
      fields: ["/birthDate", "/address", "/ssn"],
    });
    // No agreements in this program: nothing to accept.
    expect(byKey.agreements).toMatchObject({ fulfilled: true });
  });

  it.each(["2021-08-10", "2024-01-16"])("does not exist under %s (404 naming the version needed)", async (version) => {
    const { call, base } = await setup();
    const result = await call("GET", `${base}/onboarding/status`, { headers: { "api-version": version } });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ code: "endpoint_requires_newer_version", requiredVersion: "2026-11-21" });
    expect(result.headers.get("api-version")).toBe(version);
  });

  it("answers the deprecated /onboarding/initiate with 410 and the way forward", async () => {
    const { call, base } = await setup();
    const result = await call("POST", `${base}/onboarding/initiate`, { body: {} });
    expect(result.status).toBe(410);
    expect(result.body.code).toBe("endpoint_removed");
  });

  it("is scoped: another client's employee is 404", async () => {
    const { base } = await setup();
    const stranger = await createTenant();
    const result = await apiClient(server.baseUrl, stranger)("GET", `${base}/onboarding/status`);
    expect(result.status).toBe(404);
  });
});
