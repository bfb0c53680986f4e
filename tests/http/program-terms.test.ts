import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { atrSubmissions, programTerms } from "@/db/schema";
import { ATR_SETTINGS } from "@/lib/domain/credit/atr-settings";

import { employeeBody } from "../support/employee-body";
import { apiClient, createTenant, type Tenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { signedInOperator } from "../support/operator-browser";

// The program's credit terms as versions (docs/atr.md#program-terms): an operator publishes a new
// version, the program's or an employer's override, with each number checked against its bounds;
// a decision made once it is in force uses it, one made before keeps the version it was made under.

const { server } = httpHarness({ tenant: false });

const { version: _first, ...today } = ATR_SETTINGS;
// 45 000 a year against 1 500 of obligations passes at a 43% ceiling and fails at 20%.
const INCOME = { annualIncome: 4_500_000, monthlyObligations: 150_000 };

async function decide(tenant: Tenant) {
  const call = apiClient(server.baseUrl, tenant);
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ payrollScheduleId: tenant.activeScheduleId }),
  });
  const decided = await call<{ result: string }>(
    "POST",
    `/api/employers/${tenant.employerId}/employees/${created.body.id}/atr`,
    { body: INCOME },
  );
  expect(decided.status, decided.text).toBe(201);
  const [row] = await (
    await getDb()
  )
    .select({ version: atrSubmissions.settingsVersion, result: atrSubmissions.result })
    .from(atrSubmissions)
    .where(eq(atrSubmissions.employeeId, created.body.id))
    .orderBy(desc(atrSubmissions.sequence));
  return row!;
}

describe("program terms", () => {
  it("a version applies to decisions from its effective time; those before keep theirs", async () => {
    const tenant = await createTenant();
    const op = await signedInOperator(server.baseUrl, "program");
    expect(await decide(tenant)).toEqual({ version: "2026-11-01", result: "Passed ATR" });

    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const scheduled = await op.call<{ version: string; effectiveAt: string }>("POST", "/api/operator/terms", {
      effectiveAt: tomorrow,
      terms: { ...today, maxDebtToIncomeBps: 2_000 },
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    // Not in force yet: today's decision is made as before.
    expect(await decide(tenant)).toEqual({ version: "2026-11-01", result: "Passed ATR" });
    const listed = await op.call<{ data: Array<{ version: string; scheduled: boolean }> }>(
      "GET",
      "/api/operator/terms",
    );
    expect(listed.body.data.find((terms) => terms.version === scheduled.body.version)).toMatchObject({
      scheduled: true,
    });

    // A day later (the version's time moved to now): decisions use it, the earlier ones keep theirs.
    await (
      await getDb()
    )
      .update(programTerms)
      .set({ effectiveAt: new Date(Date.now() - 1000) })
      .where(eq(programTerms.version, scheduled.body.version));
    expect(await decide(tenant)).toEqual({ version: scheduled.body.version, result: "Failed ATR" });
    const versions = await (
      await getDb()
    )
      .select({ version: atrSubmissions.settingsVersion })
      .from(atrSubmissions)
      .where(eq(atrSubmissions.employerId, tenant.employerId));
    expect(versions.map((row) => row.version).sort()).toEqual(
      ["2026-11-01", "2026-11-01", scheduled.body.version].sort(),
    );
  });

  it("an employer's override holds for its decisions only", async () => {
    const [own, other] = [await createTenant(), await createTenant()];
    const op = await signedInOperator(server.baseUrl, "owner");
    const override = await op.call<{ version: string; employerId: string }>(
      "POST",
      `/api/operator/employers/${own.employerId}/terms`,
      { terms: { ...today, maxDebtToIncomeBps: 2_000 } },
    );
    expect(override.status, override.text).toBe(201);
    expect(override.body.employerId).toBe(own.employerId);
    expect(await decide(own)).toEqual({ version: override.body.version, result: "Failed ATR" });
    // The other employer decides with the program's terms in force (whichever version the file's
    // earlier tests left), never the override.
    expect((await decide(other)).version).not.toBe(override.body.version);
  });

  it.each([
    ["a ceiling above 60%", { maxDebtToIncomeBps: 6_001 }, "/terms/maxDebtToIncomeBps"],
    ["a term of no months", { termMonths: 0 }, "/terms/termMonths"],
    [
      "a smallest line above the largest",
      { minCreditLineCents: 600_000, maxCreditLineCents: 500_000 },
      "/terms/minCreditLineCents",
    ],
    [
      "a line increment the smallest line is not a multiple of",
      { lineIncrementCents: 3_000 },
      "/terms/lineIncrementCents",
    ],
  ])("refuses %s, naming the field, and publishes nothing", async (_case, change, path) => {
    const op = await signedInOperator(server.baseUrl, "program");
    const before = (await (await getDb()).select().from(programTerms)).length;
    const refused = await op.call<{ code: string; errors: Array<{ path: string }> }>("POST", "/api/operator/terms", {
      terms: { ...today, ...change },
    });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.errors.map((error) => error.path)).toEqual([path]);
    expect((await (await getDb()).select().from(programTerms)).length).toBe(before);
  });

  it("refuses an effective time in the past, and a role without the permission", async () => {
    const program = await signedInOperator(server.baseUrl, "program");
    const past = await program.call<{ errors: Array<{ path: string }> }>("POST", "/api/operator/terms", {
      effectiveAt: "2026-01-01T00:00:00Z",
      terms: today,
    });
    expect(past.status).toBe(422);
    expect(past.body.errors.map((error) => error.path)).toEqual(["/effectiveAt"]);
    const support = await signedInOperator(server.baseUrl, "support");
    const refused = await support.call<{ code: string }>("POST", "/api/operator/terms", { terms: today });
    expect([refused.status, refused.body.code]).toEqual([403, "role_not_allowed"]);
  });
});
