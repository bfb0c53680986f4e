import { describe, expect, it } from "vitest";

import { evaluateAtr } from "@/lib/domain/credit/atr";

import { employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { tenant, call } = httpHarness();

type Submission = {
  id: string;
  status: string;
  passed: boolean;
  annualIncome: number;
  monthlyObligations: number;
  maxAllowableBalance: number;
  monthlyIncome: number;
  reasons: string[];
  repaymentTerms: {
    payFrequency: string;
    installments: number;
    installmentAmountCents: number;
    finalInstallmentCents: number;
  } | null;
  settingsVersion: string;
};

async function newEmployee(overrides: Record<string, unknown> = {}) {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ payrollScheduleId: tenant.activeScheduleId, ...overrides }),
  });
  return `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
}

describe("POST …/atr", () => {
  it("passes a typical income and keeps the cents exact", async () => {
    const base = await newEmployee();
    // $52,000.00 a year, $1,500.00 a month of obligations.
    const result = await call<Submission>("POST", `${base}/atr`, {
      body: { annualIncome: 5_200_000, monthlyObligations: 150_000 },
    });
    expect(result.status).toBe(201);
    const expected = evaluateAtr({
      annualIncomeCents: 5_200_000,
      monthlyObligationsCents: 150_000,
      payFrequency: "biweekly",
    });
    expect(result.body).toMatchObject({
      status: "Passed ATR",
      passed: true,
      annualIncome: 5_200_000,
      monthlyObligations: 150_000,
      monthlyIncome: 433_333,
      maxAllowableBalance: expected.maxAllowableBalanceCents,
      reasons: [],
    });
    expect(Number.isInteger(result.body.maxAllowableBalance)).toBe(true);
    const terms = result.body.repaymentTerms!;
    expect(terms.payFrequency).toBe("biweekly");
    expect(terms.installments).toBe(26);
    expect(terms.installmentAmountCents * (terms.installments - 1) + terms.finalInstallmentCents).toBe(
      result.body.maxAllowableBalance,
    );
  });

  it("fails zero income and obligations that leave nothing, and keeps every submission", async () => {
    const base = await newEmployee();
    const zero = await call<Submission>("POST", `${base}/atr`, { body: { annualIncome: 0, monthlyObligations: 0 } });
    expect(zero.body).toMatchObject({
      status: "Failed ATR",
      passed: false,
      maxAllowableBalance: 0,
      repaymentTerms: null,
    });
    expect(zero.body.reasons).toContain("zero_income");
    const stretched = await call<Submission>("POST", `${base}/atr`, {
      body: { annualIncome: 3_000_000, monthlyObligations: 250_000 },
    });
    expect(stretched.body.status).toBe("Failed ATR");
    expect(stretched.body.reasons.length).toBeGreaterThan(0);
    const list = await call<{ data: Submission[] }>("GET", `${base}/atr`);
    expect(list.body.data.map((s) => s.id)).toEqual([stretched.body.id, zero.body.id]);
  });

  it("refuses an employee not enrolled in onboarding (409) and stores nothing", async () => {
    const base = await newEmployee({ enrollInNewOnboarding: false });
    const result = await call("POST", `${base}/atr`, { body: { annualIncome: 5_200_000, monthlyObligations: 0 } });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe("not_enrolled_in_onboarding");
    expect((await call<{ data: Submission[] }>("GET", `${base}/atr`)).body.data).toEqual([]);
  });

  it.each([
    [
      "dollars with cents as a fraction",
      { annualIncome: 52000.5, monthlyObligations: 0 },
      "/annualIncome",
      "not_integer",
    ],
    ["a negative income", { annualIncome: -1, monthlyObligations: 0 }, "/annualIncome", "out_of_range"],
    ["an absurd income", { annualIncome: 1_000_000_001, monthlyObligations: 0 }, "/annualIncome", "out_of_range"],
    ["a huge number", { annualIncome: 1e300, monthlyObligations: 0 }, "/annualIncome", "out_of_range"],
    ["a string", { annualIncome: "52000", monthlyObligations: 0 }, "/annualIncome", "invalid_type"],
    ["missing obligations", { annualIncome: 5_200_000 }, "/monthlyObligations", "required"],
    [
      "negative obligations",
      { annualIncome: 5_200_000, monthlyObligations: -5 },
      "/monthlyObligations",
      "out_of_range",
    ],
  ])("refuses %s with a field error", async (_name, body, path, code) => {
    const base = await newEmployee();
    const result = await call("POST", `${base}/atr`, { body });
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual([expect.objectContaining({ path, code })]);
  });
});
