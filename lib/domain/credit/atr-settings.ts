/**
 * Program settings for the ability-to-repay evaluation (Regulation Z, 12 CFR 1026.51). The rule
 * requires a card issuer to consider the consumer's ability to make the required minimum
 * payments from income or assets and current obligations, but sets no numeric thresholds: every
 * number below is a program choice. All money is integer cents.
 */
export type AtrSettings = {
  version: string;
  maxCreditLineCents: number;
  minCreditLineCents: number;
  termMonths: number;
  minimumMonthlyPaymentCents: number;
  maxDebtToIncomeBps: number;
  minResidualIncomeCents: number;
  lineIncrementCents: number;
};

export const ATR_SETTINGS: AtrSettings = {
  // Stored with every decision so an old decision can be explained with the numbers it was made
  // under; change it whenever any number below changes.
  version: "2026-11-01",
  // $5,000: the program's largest line, however much the income would support.
  maxCreditLineCents: 500_000,
  // $100: a smaller line costs more to administer than it helps the employee, so decline instead.
  minCreditLineCents: 10_000,
  // 12 months: the full line is repaid within a year of pay periods.
  termMonths: 12,
  // $25: the floor on the minimum payment keeps small balances from dragging on for cents a month;
  // the ATR check uses it so a small line is never judged on a payment smaller than will be asked.
  minimumMonthlyPaymentCents: 2_500,
  // 43%: the debt-to-income ceiling of the ability-to-repay / qualified-mortgage rule (12 CFR
  // 1026.43), a widely used benchmark for how much of gross income debt payments may take.
  maxDebtToIncomeBps: 4_300,
  // $500: after obligations and the new payment, this much monthly income must remain for living
  // costs — the idea of the VA's residual-income method, since a ratio alone lets a low earner
  // pass with almost nothing left.
  minResidualIncomeCents: 50_000,
  // $10: lines are offered in round amounts, always rounded down so the payment test still holds.
  lineIncrementCents: 1_000,
};

/** The numbers of a version, without its name: what an operator sets (docs/atr.md#program-terms). */
export type AtrNumbers = Omit<AtrSettings, "version">;

/** Each number's bounds and what it means, as the console shows them; money in cents. */
export const ATR_SETTING_BOUNDS: Readonly<Record<keyof AtrNumbers, { min: number; max: number; means: string }>> = {
  maxCreditLineCents: { min: 10_000, max: 2_500_000, means: "The largest line offered, however much income supports." },
  minCreditLineCents: {
    min: 1_000,
    max: 500_000,
    means: "The smallest line worth offering; a smaller one is declined instead.",
  },
  termMonths: { min: 1, max: 60, means: "The months over which a full line is repaid." },
  minimumMonthlyPaymentCents: { min: 0, max: 50_000, means: "The floor on the minimum monthly payment." },
  maxDebtToIncomeBps: {
    min: 1_000,
    max: 6_000,
    means: "The debt-to-income ceiling, in basis points of gross monthly income (4300 = 43%).",
  },
  minResidualIncomeCents: {
    min: 0,
    max: 500_000,
    means: "The monthly income that must remain after obligations and the new payment.",
  },
  lineIncrementCents: { min: 100, max: 100_000, means: "Lines are offered in multiples of this, rounded down." },
};

export type SettingProblem = { path: string; code: string; message: string };

/**
 * What is wrong with a set of numbers, each problem naming its field: a number outside its bounds,
 * not a whole number, or a smallest line above the largest or not a multiple of the increment.
 */
export function checkAtrNumbers(numbers: AtrNumbers): SettingProblem[] {
  const problems: SettingProblem[] = [];
  for (const [field, bounds] of Object.entries(ATR_SETTING_BOUNDS) as [
    keyof AtrNumbers,
    (typeof ATR_SETTING_BOUNDS)[keyof AtrNumbers],
  ][]) {
    const value = numbers[field];
    if (!Number.isInteger(value) || value < bounds.min || value > bounds.max)
      problems.push({
        path: `/${field}`,
        code: "out_of_bounds",
        message: `${field} must be a whole number from ${bounds.min} to ${bounds.max}: ${bounds.means}`,
      });
  }
  if (problems.length > 0) return problems;
  if (numbers.minCreditLineCents > numbers.maxCreditLineCents)
    problems.push({
      path: "/minCreditLineCents",
      code: "above_max_line",
      message: "minCreditLineCents must not be above maxCreditLineCents.",
    });
  if (numbers.minCreditLineCents % numbers.lineIncrementCents !== 0)
    problems.push({
      path: "/lineIncrementCents",
      code: "not_a_divisor",
      message: "minCreditLineCents must be a multiple of lineIncrementCents, so the smallest line can be offered.",
    });
  return problems;
}
