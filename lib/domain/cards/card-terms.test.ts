import { describe, expect, it } from "vitest";

import type { RepaymentTerms } from "@/lib/domain/credit/atr";
import { cardTermsOf, confirmationProblem, type CardTerms } from "./card-terms";

const plan: RepaymentTerms = {
  payFrequency: "biweekly",
  payFrequencyAssumed: false,
  installments: 26,
  installmentAmountCents: 16_731,
  finalInstallmentCents: 16_725,
  termMonths: 12,
};
const passed = { id: "atr_1", passed: true, maxAllowableBalanceCents: 435_000, repaymentTerms: plan };
const method = (id: number, status: string, createdAt: string) => ({
  id,
  type: "CardDebit",
  name: "Visa",
  lastFour: String(4240 + id),
  status,
  createdAt: new Date(createdAt),
});

describe("cardTermsOf", () => {
  it("payroll deduction: the decision's limit and plan, repaid from pay", () => {
    expect(cardTermsOf({ latestDecision: passed, payrollDeduction: true, paymentMethods: [] })).toEqual({
      atrSubmissionId: "atr_1",
      creditLimitCents: 435_000,
      repayment: plan,
      repaidBy: { method: "payroll_deduction" },
    });
  });

  it("payroll deduction wins over a saved method, as the repayment requirement counts it", () => {
    const terms = cardTermsOf({
      latestDecision: passed,
      payrollDeduction: true,
      paymentMethods: [method(1, "Verified", "2026-01-01")],
    });
    expect(terms?.repaidBy).toEqual({ method: "payroll_deduction" });
  });

  it("a payment method: the newest verified one, never a pending or failed one", () => {
    const terms = cardTermsOf({
      latestDecision: passed,
      payrollDeduction: false,
      paymentMethods: [
        method(1, "Verified", "2026-01-01"),
        method(2, "Verified", "2026-02-01"),
        method(3, "Pending", "2026-03-01"),
        method(4, "Failed", "2026-04-01"),
      ],
    });
    expect(terms?.repaidBy).toEqual({
      method: "payment_method",
      paymentMethodId: 2,
      type: "CardDebit",
      name: "Visa",
      lastFour: "4242",
    });
  });

  it("two methods saved in the same instant: the later id", () => {
    const terms = cardTermsOf({
      latestDecision: passed,
      payrollDeduction: false,
      paymentMethods: [method(7, "Verified", "2026-01-01"), method(8, "Verified", "2026-01-01")],
    });
    expect(terms?.repaidBy).toMatchObject({ paymentMethodId: 8 });
  });

  it.each([
    ["no decision", { latestDecision: undefined, payrollDeduction: true, paymentMethods: [] }],
    [
      "a declined decision",
      { latestDecision: { ...passed, passed: false }, payrollDeduction: true, paymentMethods: [] },
    ],
    ["nothing to repay with", { latestDecision: passed, payrollDeduction: false, paymentMethods: [] }],
    [
      "only a pending method",
      { latestDecision: passed, payrollDeduction: false, paymentMethods: [method(1, "Pending", "2026-01-01")] },
    ],
  ])("none with %s", (_case, input) => {
    expect(cardTermsOf(input)).toBeNull();
  });

  it("a decision recorded before plans were kept: the limit, and no plan", () => {
    const terms = cardTermsOf({
      latestDecision: { ...passed, repaymentTerms: null },
      payrollDeduction: true,
      paymentMethods: [],
    });
    expect(terms).toMatchObject({ creditLimitCents: 435_000, repayment: null });
  });
});

describe("confirmationProblem", () => {
  const terms: CardTerms = {
    atrSubmissionId: "atr_1",
    creditLimitCents: 435_000,
    repayment: plan,
    repaidBy: { method: "payroll_deduction" },
  };
  const decisionAt = new Date("2026-11-27T10:00:00Z");
  const now = new Date("2026-11-27T12:00:00Z");
  const check = (confirmed: { atrSubmissionId: string; shownAt?: string }) =>
    confirmationProblem({ terms, decisionAt, confirmed, now });

  it("the terms in force, with or without when they were shown", () => {
    expect(check({ atrSubmissionId: "atr_1" })).toBeNull();
    expect(check({ atrSubmissionId: "atr_1", shownAt: "2026-11-27T11:59:00Z" })).toBeNull();
  });

  it("another decision's terms have changed", () => {
    expect(check({ atrSubmissionId: "atr_2", shownAt: "2026-11-27T11:59:00Z" })).toBe("terms_changed");
  });

  it.each([
    ["now", "2026-11-27T12:00:00Z", null],
    ["a minute ahead (clock skew)", "2026-11-27T12:01:00Z", null],
    ["a minute and a millisecond ahead", "2026-11-27T12:01:00.001Z", "shown_at_in_future"],
    ["at the decision", "2026-11-27T10:00:00Z", null],
    ["a minute before the decision", "2026-11-27T09:59:00Z", null],
    ["just over a minute before the decision", "2026-11-27T09:58:59.999Z", "shown_at_before_decision"],
    ["with an offset, the same instant as now", "2026-11-27T07:00:00-05:00", null],
  ])("shown %s", (_when, shownAt, expected) => {
    expect(check({ atrSubmissionId: "atr_1", shownAt })).toBe(expected);
  });
});
