import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { MAX_DECLINE_REASONS, rankDeclineReasons, type DeclineReason } from "./adverse-action-reasons";
import { evaluateAtr } from "./atr";
import { ATR_SETTINGS, type AtrSettings } from "./atr-settings";

// Annual income and monthly obligations in cents, through the real evaluation.
function ranked(
  annualIncomeCents: number,
  monthlyObligationsCents: number,
  settings: AtrSettings = ATR_SETTINGS,
): DeclineReason[] {
  const decision = evaluateAtr({ annualIncomeCents, monthlyObligationsCents, payFrequency: "monthly" }, settings);
  return rankDeclineReasons({ monthlyObligationsCents, decision }, settings);
}

describe("rankDeclineReasons with the program's settings", () => {
  it.each<[string, number, number, DeclineReason[]]>([
    ["a pass has no reasons", 5_200_000, 150_000, []],
    ["no income at all", 0, 0, ["no_income"]],
    ["11 cents a year is no monthly income", 11, 50_000, ["no_income"]],
    ["12 cents a year is income, too low", 12, 0, ["income_insufficient"]],
    // $6,300 a year is the least that carries the smallest line with no obligations.
    ["$6,299.99 a year, no obligations", 629_999, 0, ["income_insufficient"]],
    ["$6,300.00 a year, no obligations", 630_000, 0, []],
    // The debt-to-income threshold with $1,500 a month of obligations ($42,558.24 passes).
    ["one cent under the debt-to-income threshold", 4_255_823, 150_000, ["excessive_obligations"]],
    ["at the debt-to-income threshold", 4_255_824, 150_000, []],
    // $600 a month: the ratio holds, what is left does not ($75.00 of obligations passes).
    ["one cent over what leaves enough to live on", 720_000, 7_501, ["too_little_income_left"]],
    ["exactly what leaves enough to live on", 720_000, 7_500, []],
    [
      "the ratio misses by more than what is left",
      1_200_000,
      60_000,
      ["excessive_obligations", "too_little_income_left"],
    ],
    [
      "what is left misses by more than the ratio",
      720_000,
      30_000,
      ["too_little_income_left", "excessive_obligations"],
    ],
    // $877.19 a month: both limits miss by the same amount; the ratio is named first.
    ["a tie between the two limits", 1_052_628, 50_000, ["excessive_obligations", "too_little_income_left"]],
    ["low income and obligations: income first", 480_000, 1_000, ["income_insufficient", "too_little_income_left"]],
    [
      "very low income and obligations: income first, then by shortfall",
      60_000,
      10_000,
      ["income_insufficient", "too_little_income_left", "excessive_obligations"],
    ],
  ])("%s", (_name, income, obligations, expected) => {
    expect(ranked(income, obligations)).toEqual(expected);
  });
});

describe("rankDeclineReasons with other settings", () => {
  it("names the income when the line falls short only through the maximum", () => {
    const settings = { ...ATR_SETTINGS, maxCreditLineCents: 5_000 };
    expect(ranked(100_000_000, 0, settings)).toEqual(["income_insufficient"]);
    expect(ranked(100_000_000, 10_000, settings)).toEqual(["income_insufficient"]);
  });

  it("gives one to four distinct reasons for every decline, none for a pass", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (income, obligations) => {
          const decision = evaluateAtr({
            annualIncomeCents: income,
            monthlyObligationsCents: obligations,
            payFrequency: null,
          });
          const reasons = rankDeclineReasons({ monthlyObligationsCents: obligations, decision });
          if (decision.passed) return reasons.length === 0;
          return (
            reasons.length >= 1 && reasons.length <= MAX_DECLINE_REASONS && new Set(reasons).size === reasons.length
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
