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

/**
 * Every version of the settings a decision may have been made under, by its `version`: a decision
 * keeps its version (atr_submissions.settings_version), and what is said about it later — the
 * adverse action notice's figures — is said with that version's numbers, not today's. A version
 * is never removed while a decision names it.
 */
const ATR_SETTINGS_VERSIONS: ReadonlyMap<string, AtrSettings> = new Map([[ATR_SETTINGS.version, ATR_SETTINGS]]);

/** The settings a decision was made under; an unknown version is a release that dropped one still in use. */
export function atrSettingsOf(version: string): AtrSettings {
  const settings = ATR_SETTINGS_VERSIONS.get(version);
  if (!settings)
    throw new Error(
      `A decision names ATR settings version ${JSON.stringify(version)}, which this release does not hold: keep every version a decision was made under.`,
    );
  return settings;
}
