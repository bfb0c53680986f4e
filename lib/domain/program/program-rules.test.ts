import { describe, expect, it } from "vitest";

import { decideProgramRules, isProgramLockReason, type ProgramRulesInput } from "./program-rules";

const employed: ProgramRulesInput = {
  isEmployed: true,
  isEligible: true,
  identityVerified: true,
  liveCard: { locks: [] },
  payrollDeduction: true,
  verifiedPaymentMethod: false,
  repaymentMethodRequired: false,
};
const decide = (change: Partial<ProgramRulesInput>) => decideProgramRules({ ...employed, ...change });
const nothing = { place: [], lift: [], repaymentMethod: null };

describe("program locks", () => {
  it("an employed, eligible cardholder: nothing to do", () => {
    expect(decide({})).toEqual(nothing);
  });

  it.each([
    ["isEmployed", "employment_ended"],
    ["isEligible", "not_eligible"],
  ] as const)("%s false places %s; true lifts it; null (not reported) neither places nor lifts", (fact, reason) => {
    expect(decide({ [fact]: false, payrollDeduction: false }).place).toEqual([reason]);
    expect(decide({ [fact]: true, liveCard: { locks: [reason] } }).lift).toEqual([reason]);
    expect(decide({ [fact]: null })).toEqual(nothing);
    expect(decide({ [fact]: null, liveCard: { locks: [reason] } })).toEqual(nothing);
  });

  it("identity no longer verified (a new check after a change of verified data) pauses the card; verified again lifts it", () => {
    expect(decide({ identityVerified: false }).place).toEqual(["identity_unverified"]);
    expect(decide({ identityVerified: true, liveCard: { locks: ["identity_unverified"] } }).lift).toEqual([
      "identity_unverified",
    ]);
    expect(decide({ identityVerified: false, liveCard: { locks: ["identity_unverified"] } })).toEqual(nothing);
    // No live card: nothing to pause.
    expect(decide({ identityVerified: false, liveCard: null })).toEqual(nothing);
  });

  it("a lock already standing is not placed again, one not standing not lifted", () => {
    expect(
      decide({ isEmployed: false, liveCard: { locks: ["employment_ended"] }, verifiedPaymentMethod: true }),
    ).toEqual(nothing);
    expect(decide({ liveCard: { locks: [] } }).lift).toEqual([]);
  });

  it("both facts at once: both locks, in one decision; each lifted on its own", () => {
    expect(decide({ isEmployed: false, isEligible: false, payrollDeduction: false }).place).toEqual([
      "employment_ended",
      "not_eligible",
    ]);
    const back = decide({
      isEmployed: true,
      isEligible: false,
      liveCard: { locks: ["employment_ended", "not_eligible"] },
    });
    expect(back).toMatchObject({ place: [], lift: ["employment_ended"] });
  });

  it("never touches the cardholder's or HR's locks", () => {
    const locks = ["cardholder_request", "employer_request", "suspected_fraud"];
    expect(decide({ liveCard: { locks } })).toEqual(nothing);
    expect(decide({ isEligible: false, liveCard: { locks } }).place).toEqual(["not_eligible"]);
  });

  it("the program's lock reasons are its two, and no other", () => {
    expect(
      [
        "employment_ended",
        "not_eligible",
        "employer_request",
        "cardholder_request",
        "suspected_fraud",
        "toString",
      ].filter(isProgramLockReason),
    ).toEqual(["employment_ended", "not_eligible"]);
  });

  it("without a live card (none, or closed) nothing is locked or lifted", () => {
    expect(decide({ isEmployed: false, isEligible: false, liveCard: null })).toEqual(nothing);
    expect(decide({ isEmployed: true, isEligible: true, liveCard: null })).toEqual(nothing);
  });
});

describe("repayment method required", () => {
  it("a payroll-deduction cardholder no longer employed, with no verified payment method: required", () => {
    expect(decide({ isEmployed: false }).repaymentMethod).toEqual({ change: "require", reason: "employment_ended" });
  });

  it.each<[string, Partial<ProgramRulesInput>]>([
    ["a verified payment method already saved", { verifiedPaymentMethod: true }],
    ["an employer without payroll deduction (they repay with their own method already)", { payrollDeduction: false }],
    ["no live card (nothing was spent on one)", { liveCard: null }],
    ["employment not reported", { isEmployed: null }],
    ["still employed", { isEmployed: true }],
  ])("not required with %s", (_, change) => {
    expect(decide({ isEmployed: false, ...change }).repaymentMethod).toBeNull();
  });

  it("only eligibility withdrawn: payroll deduction goes on, nothing required", () => {
    expect(decide({ isEligible: false }).repaymentMethod).toBeNull();
  });

  it("once required: cleared by a verified payment method first, else by being employed again", () => {
    const required = { repaymentMethodRequired: true, isEmployed: false } as const;
    expect(decide({ ...required, verifiedPaymentMethod: true }).repaymentMethod).toEqual({
      change: "clear",
      reason: "payment_method_verified",
    });
    expect(decide({ ...required, isEmployed: true }).repaymentMethod).toEqual({
      change: "clear",
      reason: "employed_again",
    });
    expect(decide({ ...required, isEmployed: true, verifiedPaymentMethod: true }).repaymentMethod).toEqual({
      change: "clear",
      reason: "payment_method_verified",
    });
  });

  it("once required it stays while nothing clears it: a closed card, employment not reported, deduction switched off", () => {
    const required = { repaymentMethodRequired: true, isEmployed: false } as const;
    expect(decide({ ...required }).repaymentMethod).toBeNull();
    expect(decide({ ...required, liveCard: null }).repaymentMethod).toBeNull();
    expect(decide({ ...required, isEmployed: null }).repaymentMethod).toBeNull();
    expect(decide({ ...required, payrollDeduction: false }).repaymentMethod).toBeNull();
  });
});
