import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { evaluateAtr, minimumPaymentCents, type AtrDecision, type AtrInput, type PayFrequency } from "./atr";
import { ATR_SETTINGS, type AtrSettings } from "./atr-settings";

const RUNS = { numRuns: 2_000 };
const FREQUENCIES: PayFrequency[] = ["weekly", "biweekly", "semimonthly", "monthly"];

// The full input domain, plus narrower ranges so the pass/fail threshold (a few thousand dollars
// a year) and ordinary incomes are hit often rather than almost never.
const annualIncome = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000_000 }),
  fc.integer({ min: 0, max: 20_000_000 }),
  fc.integer({ min: 0, max: 1_500_000 }),
);
const obligations = fc.oneof(
  fc.integer({ min: 0, max: 100_000_000 }),
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.constant(0),
);
const payFrequency = fc.constantFrom<PayFrequency | null>(...FREQUENCIES, null);
const input = fc.record({ annualIncomeCents: annualIncome, monthlyObligationsCents: obligations, payFrequency });

// Deliberately odd but valid settings: tiny lines, no payment floor, terms that are not whole
// years, a maximum below the minimum. The guarantees must not depend on the production numbers.
const oddSettings: fc.Arbitrary<AtrSettings> = fc.record({
  version: fc.constant("test"),
  maxCreditLineCents: fc.integer({ min: 0, max: 1_000_000 }),
  minCreditLineCents: fc.integer({ min: 1, max: 50_000 }),
  termMonths: fc.integer({ min: 1, max: 36 }),
  minimumMonthlyPaymentCents: fc.integer({ min: 0, max: 10_000 }),
  maxDebtToIncomeBps: fc.integer({ min: 0, max: 10_000 }),
  minResidualIncomeCents: fc.integer({ min: 0, max: 200_000 }),
  lineIncrementCents: fc.integer({ min: 1, max: 5_000 }),
});

function atr(
  annualIncomeCents: number,
  monthlyObligationsCents: number,
  frequency: PayFrequency | null = "monthly",
  settings = ATR_SETTINGS,
) {
  return evaluateAtr({ annualIncomeCents, monthlyObligationsCents, payFrequency: frequency }, settings);
}

// An independent BigInt restatement of the two payment caps, to check the Number arithmetic.
function oracleCaps({ annualIncomeCents, monthlyObligationsCents }: AtrInput, settings: AtrSettings) {
  const monthly = BigInt(annualIncomeCents) / 12n;
  const owed = BigInt(monthlyObligationsCents);
  const dti = (monthly * BigInt(settings.maxDebtToIncomeBps)) / 10_000n - owed;
  const residual = monthly - owed - BigInt(settings.minResidualIncomeCents);
  return { monthly, owed, cap: dti < residual ? dti : residual };
}

function installmentTotal(decision: AtrDecision): number {
  const terms = decision.repaymentTerms;
  if (terms === null) return 0;
  return terms.installmentAmountCents * (terms.installments - 1) + terms.finalInstallmentCents;
}

function numbersIn(decision: AtrDecision): number[] {
  const { repaymentTerms: terms } = decision;
  const top = [
    decision.maxAllowableBalanceCents,
    decision.monthlyIncomeCents,
    decision.estimatedMonthlyPaymentCents,
    decision.debtToIncomeBps,
    decision.residualIncomeCents,
  ];
  if (terms === null) return top;
  return [...top, terms.installments, terms.installmentAmountCents, terms.finalInstallmentCents, terms.termMonths];
}

function expectInvariants(decision: AtrDecision, given: AtrInput, settings: AtrSettings) {
  const balance = decision.maxAllowableBalanceCents;
  // -0 is a safe integer too, but would read oddly in a stored decision.
  expect(numbersIn(decision).every((n) => Number.isSafeInteger(n) && !Object.is(n, -0))).toBe(true);
  expect(decision.passed).toBe(balance >= settings.minCreditLineCents);
  expect(decision.result).toBe(decision.passed ? "Passed ATR" : "Failed ATR");
  expect(decision.reasons.length === 0).toBe(decision.passed);
  expect(decision.repaymentTerms === null).toBe(!decision.passed);
  expect(decision.settingsVersion).toBe(settings.version);
  expect(balance).toBeLessThanOrEqual(settings.maxCreditLineCents);
  expect(balance % settings.lineIncrementCents).toBe(0);
  expect(installmentTotal(decision)).toBe(balance);

  const { monthly, owed, cap } = oracleCaps(given, settings);
  const payment = BigInt(decision.estimatedMonthlyPaymentCents);
  expect(BigInt(decision.monthlyIncomeCents)).toBe(monthly);
  expect(BigInt(decision.residualIncomeCents)).toBe(monthly - owed - payment);
  if (monthly > 0n) expect(BigInt(decision.debtToIncomeBps)).toBe(((owed + payment) * 10_000n) / monthly);
  if (!decision.passed) {
    expect(balance).toBe(0);
    expect(payment).toBe(0n);
    return;
  }
  const terms = decision.repaymentTerms!;
  expect(terms.installments).toBeGreaterThan(0);
  expect(terms.installmentAmountCents).toBeGreaterThan(0);
  expect(terms.finalInstallmentCents).toBeGreaterThan(0);
  expect(payment).toBe(BigInt(minimumPaymentCents(balance, settings)));
  // The granted line's payment fits under both constraints, stated exactly in integers.
  expect((owed + payment) * 10_000n).toBeLessThanOrEqual(monthly * BigInt(settings.maxDebtToIncomeBps));
  expect(monthly - owed - payment).toBeGreaterThanOrEqual(BigInt(settings.minResidualIncomeCents));
  // And it is the largest such line: one more increment breaks the maximum or the cap.
  const next = balance + settings.lineIncrementCents;
  expect(next > settings.maxCreditLineCents || BigInt(minimumPaymentCents(next, settings)) > cap).toBe(true);
}

describe("minimumPaymentCents", () => {
  it.each([
    [0, 0],
    [1, 2_500], // the $25 floor
    [10_000, 2_500], // $100 / 12 = $8.34, floored up to $25
    [30_000, 2_500], // $300 / 12 = exactly $25
    [30_001, 2_501], // one cent more, rounded up
    [435_000, 36_250],
    [500_000, 41_667], // $5,000 / 12 = $416.666…, rounded up
  ])("%i → %i", (balance, payment) => {
    expect(minimumPaymentCents(balance, ATR_SETTINGS)).toBe(payment);
  });

  it.each([-1, 0.5, Number.NaN])("refuses %d", (balance) => {
    expect(() => minimumPaymentCents(balance, ATR_SETTINGS)).toThrow(RangeError);
  });
});

describe("evaluateAtr: worked examples", () => {
  it("$52,000 a year with $1,500 a month of obligations", () => {
    // Monthly income: 5 200 000 / 12 = 433 333.33 → 433 333.
    // DTI cap: floor(433 333 × 4 300 / 10 000) = floor(186 333.19) = 186 333; − 150 000 = 36 333.
    // Residual cap: 433 333 − 150 000 − 50 000 = 233 333. The DTI cap binds: 36 333.
    // Line: min(500 000, 36 333 × 12 = 435 996) = 435 996 → down to the $10 increment: 435 000.
    // Payment: max(ceil(435 000 / 12) = 36 250, 2 500) = 36 250 ≤ 36 333.
    // DTI: (150 000 + 36 250) × 10 000 / 433 333 = 4 298.1 → 4 298 bps.
    // Residual: 433 333 − 150 000 − 36 250 = 247 083.
    expect(atr(5_200_000, 150_000, "monthly")).toEqual({
      result: "Passed ATR",
      passed: true,
      maxAllowableBalanceCents: 435_000,
      monthlyIncomeCents: 433_333,
      estimatedMonthlyPaymentCents: 36_250,
      debtToIncomeBps: 4_298,
      residualIncomeCents: 247_083,
      repaymentTerms: {
        payFrequency: "monthly",
        payFrequencyAssumed: false,
        installments: 12,
        installmentAmountCents: 36_250,
        finalInstallmentCents: 36_250,
        termMonths: 12,
      },
      reasons: [],
      settingsVersion: "2026-11-01",
    });
  });

  it.each([
    // 435 000 / 52 = 8 365.38 → 8 366; 8 366 × 51 = 426 666; final 435 000 − 426 666 = 8 334.
    ["weekly", 52, 8_366, 8_334],
    // 435 000 / 26 = 16 730.77 → 16 731; 16 731 × 25 = 418 275; final 16 725.
    ["biweekly", 26, 16_731, 16_725],
    // 435 000 / 24 = 18 125 exactly.
    ["semimonthly", 24, 18_125, 18_125],
    ["monthly", 12, 36_250, 36_250],
  ] as const)("the $4,350 line paid %s: %i installments of %i, final %i", (frequency, installments, amount, final) => {
    expect(atr(5_200_000, 150_000, frequency).repaymentTerms).toEqual({
      payFrequency: frequency,
      payFrequencyAssumed: false,
      installments,
      installmentAmountCents: amount,
      finalInstallmentCents: final,
      termMonths: 12,
    });
  });

  it("assumes monthly pay when there is no payroll schedule, and says so", () => {
    expect(atr(5_200_000, 150_000, null).repaymentTerms).toEqual({
      payFrequency: "monthly",
      payFrequencyAssumed: true,
      installments: 12,
      installmentAmountCents: 36_250,
      finalInstallmentCents: 36_250,
      termMonths: 12,
    });
  });

  // With $1,500 of obligations the DTI ceiling binds. Passing needs a cap of at least the $25
  // minimum payment on the $100 line: floor(M × 0.43) ≥ 152 500 ⟺ M ≥ ceil(15 250 000 / 43) =
  // 354 652 (354 652 × 43 = 15 250 036; 354 651 × 43 = 15 249 993). Residual needs only M ≥ 202 500.
  // floor(A / 12) ≥ 354 652 ⟺ A ≥ 4 255 824, i.e. $42,558.24 a year.
  it("passes at exactly $42,558.24 a year with $1,500 of obligations", () => {
    // Cap min(152 500 − 150 000, 354 652 − 200 000) = 2 500 → line 2 500 × 12 = 30 000.
    // DTI (150 000 + 2 500) × 10 000 / 354 652 = 4 299.99 → 4 299. Residual 354 652 − 152 500 = 202 152.
    expect(atr(4_255_824, 150_000)).toMatchObject({
      passed: true,
      maxAllowableBalanceCents: 30_000,
      monthlyIncomeCents: 354_652,
      estimatedMonthlyPaymentCents: 2_500,
      debtToIncomeBps: 4_299,
      residualIncomeCents: 202_152,
      reasons: [],
    });
  });

  it("fails one cent below, on the DTI ceiling alone", () => {
    // M = floor(4 255 823 / 12) = 354 651 → floor(354 651 × 0.43) = 152 499 → cap 2 499 < 2 500.
    // DTI of the obligations alone: 1 500 000 000 / 354 651 = 4 229.5 → 4 229. Residual 204 651.
    expect(atr(4_255_823, 150_000)).toEqual({
      result: "Failed ATR",
      passed: false,
      maxAllowableBalanceCents: 0,
      monthlyIncomeCents: 354_651,
      estimatedMonthlyPaymentCents: 0,
      debtToIncomeBps: 4_229,
      residualIncomeCents: 204_651,
      repaymentTerms: null,
      reasons: ["debt_to_income_exceeded"],
      settingsVersion: "2026-11-01",
    });
  });

  // With no obligations the residual floor binds: M − 50 000 ≥ 2 500 ⟺ M ≥ 52 500, A ≥ 630 000
  // ($6,300 a year); the DTI ceiling needs only M ≥ ceil(250 000 / 43) = 5 814.
  it("passes at exactly $6,300 a year with no obligations", () => {
    // Cap min(floor(52 500 × 0.43) = 22 575, 2 500) = 2 500 → line 30 000.
    // DTI 2 500 × 10 000 / 52 500 = 476.2 → 476. Residual 52 500 − 2 500 = 50 000, exactly the floor.
    expect(atr(630_000, 0)).toMatchObject({
      passed: true,
      maxAllowableBalanceCents: 30_000,
      monthlyIncomeCents: 52_500,
      estimatedMonthlyPaymentCents: 2_500,
      debtToIncomeBps: 476,
      residualIncomeCents: 50_000,
    });
  });

  it("fails one cent below, on the residual floor alone", () => {
    // M = 52 499 → residual cap 2 499; DTI cap 22 574 is fine.
    expect(atr(629_999, 0)).toMatchObject({
      passed: false,
      maxAllowableBalanceCents: 0,
      monthlyIncomeCents: 52_499,
      debtToIncomeBps: 0,
      residualIncomeCents: 52_499,
      reasons: ["residual_income_insufficient"],
    });
  });

  it("names both constraints when both rule out the smallest line", () => {
    // M = 100 000 = obligations: DTI cap 43 000 − 100 000 < 0, residual cap −50 000.
    expect(atr(1_200_000, 100_000)).toMatchObject({
      passed: false,
      debtToIncomeBps: 10_000,
      residualIncomeCents: 0,
      reasons: ["debt_to_income_exceeded", "residual_income_insufficient"],
    });
  });

  it("reports a negative residual when obligations exceed income", () => {
    // M = 250 000, obligations 300 000: DTI 3 000 000 000 / 250 000 = 12 000 bps.
    expect(atr(3_000_000, 300_000)).toMatchObject({
      passed: false,
      debtToIncomeBps: 12_000,
      residualIncomeCents: -50_000,
    });
  });

  // With no obligations the $5,000 line needs a cap of ceil(500 000 / 12) = 41 667. DTI: floor(M ×
  // 0.43) ≥ 41 667 ⟺ M ≥ 4 166 700 / 43 = 96 900 exactly; residual needs only M ≥ 91 667.
  it("reaches the $5,000 maximum at $11,628 a year with no obligations", () => {
    // M = 96 900 → cap min(41 667, 46 900) = 41 667 → min(500 000, 500 004) = 500 000.
    expect(atr(1_162_800, 0)).toMatchObject({
      passed: true,
      maxAllowableBalanceCents: 500_000,
      estimatedMonthlyPaymentCents: 41_667,
    });
  });

  it("falls one increment short of the maximum one cent below", () => {
    // M = 96 899 → floor(96 899 × 0.43) = 41 666 → 41 666 × 12 = 499 992 → 499 000.
    // Payment ceil(499 000 / 12) = 41 584 ≤ 41 666.
    expect(atr(1_162_799, 0)).toMatchObject({
      passed: true,
      maxAllowableBalanceCents: 499_000,
      estimatedMonthlyPaymentCents: 41_584,
    });
  });

  it("caps a high earner at the $5,000 maximum", () => {
    // M = 100 000 000 / 12 = 8 333 333. Payment 41 667; DTI 416 670 000 / 8 333 333 = 50.0 → 50;
    // residual 8 333 333 − 41 667 = 8 291 666.
    expect(atr(100_000_000, 0, "biweekly")).toMatchObject({
      passed: true,
      maxAllowableBalanceCents: 500_000,
      monthlyIncomeCents: 8_333_333,
      estimatedMonthlyPaymentCents: 41_667,
      debtToIncomeBps: 50,
      residualIncomeCents: 8_291_666,
      // 500 000 / 26 = 19 230.77 → 19 231; 19 231 × 25 = 480 775; final 19 225.
      repaymentTerms: { installments: 26, installmentAmountCents: 19_231, finalInstallmentCents: 19_225 },
    });
  });

  it.each([
    [0, 0],
    [0, 150_000],
    [11, 0], // 11 cents a year floors to no monthly income
  ])("fails zero income: %i a year, %i a month owed", (annual, owed) => {
    // With no income there is no ratio; 10 000 bps ("fully committed") is reported instead.
    expect(atr(annual, owed)).toEqual({
      result: "Failed ATR",
      passed: false,
      maxAllowableBalanceCents: 0,
      monthlyIncomeCents: 0,
      estimatedMonthlyPaymentCents: 0,
      debtToIncomeBps: 10_000,
      residualIncomeCents: 0 - owed,
      repaymentTerms: null,
      reasons: ["zero_income"],
      settingsVersion: "2026-11-01",
    });
  });

  it("fails with line_below_minimum when the increment rounds the supported line under the minimum", () => {
    const settings: AtrSettings = {
      ...ATR_SETTINGS,
      minCreditLineCents: 10_500,
      minimumMonthlyPaymentCents: 0,
      maxDebtToIncomeBps: 10_000,
      minResidualIncomeCents: 0,
    };
    // M = 875 = ceil(10 500 / 12): the $105 line's payment fits, but lines come in $10 steps → $100.
    expect(atr(10_500, 0, "monthly", settings)).toMatchObject({ passed: false, reasons: ["line_below_minimum"] });
  });

  it("fails with line_below_minimum when the maximum is below the minimum", () => {
    const settings: AtrSettings = { ...ATR_SETTINGS, maxCreditLineCents: 5_000 };
    expect(atr(100_000_000, 0, "monthly", settings)).toMatchObject({ passed: false, reasons: ["line_below_minimum"] });
  });

  it("rounds installments down when rounding up would leave nothing for the last one", () => {
    const settings: AtrSettings = {
      ...ATR_SETTINGS,
      maxCreditLineCents: 1_000,
      minCreditLineCents: 100,
      lineIncrementCents: 100,
      minimumMonthlyPaymentCents: 0,
    };
    // 1 000 / 52 → 20 up would need 20 × 51 = 1 020 > 1 000; down: 19 × 51 = 969, final 31.
    expect(atr(100_000_000, 0, "weekly", settings).repaymentTerms).toMatchObject({
      installments: 52,
      installmentAmountCents: 19,
      finalInstallmentCents: 31,
    });
  });

  it("never schedules more installments than the line has cents", () => {
    const settings: AtrSettings = {
      ...ATR_SETTINGS,
      maxCreditLineCents: 30,
      minCreditLineCents: 1,
      lineIncrementCents: 1,
      minimumMonthlyPaymentCents: 0,
    };
    expect(atr(100_000_000, 0, "weekly", settings).repaymentTerms).toMatchObject({
      installments: 30,
      installmentAmountCents: 1,
      finalInstallmentCents: 1,
    });
  });

  it("floors installments for a term that is not a whole number of pay periods", () => {
    const settings: AtrSettings = { ...ATR_SETTINGS, termMonths: 7 };
    // 52 × 7 / 12 = 30.33 → 30 weeks, so repayment ends inside the 7 months.
    expect(atr(100_000_000, 0, "weekly", settings).repaymentTerms).toMatchObject({ installments: 30, termMonths: 7 });
  });
});

describe("evaluateAtr: refuses inputs outside the bounded domain", () => {
  it.each<[string, Partial<AtrInput>]>([
    ["negative income", { annualIncomeCents: -1 }],
    ["fractional income", { annualIncomeCents: 100.5 }],
    ["income above $10M", { annualIncomeCents: 1_000_000_001 }],
    ["NaN income", { annualIncomeCents: Number.NaN }],
    ["negative obligations", { monthlyObligationsCents: -1 }],
    ["obligations above $1M", { monthlyObligationsCents: 100_000_001 }],
    ["unknown pay frequency", { payFrequency: "daily" as PayFrequency }],
  ])("%s", (_label, override) => {
    const base: AtrInput = { annualIncomeCents: 5_200_000, monthlyObligationsCents: 150_000, payFrequency: "monthly" };
    expect(() => evaluateAtr({ ...base, ...override })).toThrow(RangeError);
  });

  it("accepts both ends of the domain", () => {
    // $10M a year is 8 333 333 a month, less than the $1M a month owed.
    expect(atr(1_000_000_000, 100_000_000)).toMatchObject({
      passed: false,
      debtToIncomeBps: 12_000,
      residualIncomeCents: -16_666_667,
    });
    expect(atr(1_000_000_000, 0)).toMatchObject({ passed: true, maxAllowableBalanceCents: 500_000 });
    expect(atr(0, 100_000_000).passed).toBe(false);
  });

  it("refuses settings that would divide by zero", () => {
    expect(() => atr(5_200_000, 0, "monthly", { ...ATR_SETTINGS, termMonths: 0 })).toThrow(RangeError);
    expect(() => atr(5_200_000, 0, "monthly", { ...ATR_SETTINGS, lineIncrementCents: 0 })).toThrow(RangeError);
  });
});

describe("evaluateAtr: properties", () => {
  it("zero income always fails", () => {
    fc.assert(
      fc.property(obligations, payFrequency, (owed, frequency) => {
        const decision = atr(0, owed, frequency);
        expect(decision.result).toBe("Failed ATR");
        expect(decision.reasons).toEqual(["zero_income"]);
      }),
      RUNS,
    );
  });

  it("holds every invariant on the production settings", () => {
    fc.assert(
      fc.property(input, (given) => {
        expectInvariants(evaluateAtr(given), given, ATR_SETTINGS);
      }),
      RUNS,
    );
  });

  it("holds every invariant on odd settings too", () => {
    fc.assert(
      fc.property(input, oddSettings, (given, settings) => {
        expectInvariants(evaluateAtr(given, settings), given, settings);
      }),
      RUNS,
    );
  });

  it("more income never lowers the line or turns a pass into a fail", () => {
    fc.assert(
      fc.property(annualIncome, annualIncome, obligations, (a, b, owed) => {
        const lower = atr(Math.min(a, b), owed);
        const higher = atr(Math.max(a, b), owed);
        expect(higher.maxAllowableBalanceCents).toBeGreaterThanOrEqual(lower.maxAllowableBalanceCents);
        if (lower.passed) expect(higher.passed).toBe(true);
      }),
      RUNS,
    );
  });

  it("more obligations never raise the line or turn a fail into a pass", () => {
    fc.assert(
      fc.property(annualIncome, obligations, obligations, (annual, a, b) => {
        const lighter = atr(annual, Math.min(a, b));
        const heavier = atr(annual, Math.max(a, b));
        expect(heavier.maxAllowableBalanceCents).toBeLessThanOrEqual(lighter.maxAllowableBalanceCents);
        if (!lighter.passed) expect(heavier.passed).toBe(false);
      }),
      RUNS,
    );
  });

  it("a failure names a constraint that really rules out the smallest line", () => {
    fc.assert(
      fc.property(input, (given) => {
        const decision = evaluateAtr(given);
        if (decision.passed || decision.reasons.includes("zero_income")) return;
        const { monthly, owed } = oracleCaps(given, ATR_SETTINGS);
        const needed = BigInt(minimumPaymentCents(ATR_SETTINGS.minCreditLineCents, ATR_SETTINGS));
        const dtiCap = (monthly * 4_300n) / 10_000n - owed;
        const residualCap = monthly - owed - 50_000n;
        expect(decision.reasons.includes("debt_to_income_exceeded")).toBe(dtiCap < needed);
        expect(decision.reasons.includes("residual_income_insufficient")).toBe(residualCap < needed);
      }),
      RUNS,
    );
  });

  it("the pay frequency changes only the schedule, never the decision", () => {
    fc.assert(
      fc.property(annualIncome, obligations, payFrequency, (annual, owed, frequency) => {
        const { repaymentTerms: _a, ...withFrequency } = atr(annual, owed, frequency);
        const { repaymentTerms: _b, ...monthly } = atr(annual, owed, "monthly");
        expect(withFrequency).toEqual(monthly);
      }),
      RUNS,
    );
  });
});
