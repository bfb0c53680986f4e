import { minimumPaymentCents, paymentCaps, type AtrDecision } from "./atr";
import { ATR_SETTINGS, type AtrSettings } from "./atr-settings";

/**
 * The principal reasons for a declined ability-to-repay decision, as Regulation B asks of an
 * adverse action notice (12 CFR 1002.9(b)(2)): specific, ranked by how much each caused the
 * decline, at most four (comment 9(b)(2)-1: more than four is not likely to help). Each is one of
 * the factors of Appendix C's sample form C-1 said in plain words.
 */
export const DECLINE_REASONS = [
  // C-1: "Income insufficient for amount of credit requested".
  "no_income",
  "income_insufficient",
  // C-1: "Excessive obligations in relation to income".
  "excessive_obligations",
  "too_little_income_left",
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const MAX_DECLINE_REASONS = 4;

/** What the ranking reads: the inputs and what the evaluation made of them. */
export type DeclinedEvaluation = {
  monthlyObligationsCents: number;
  decision: Pick<AtrDecision, "passed" | "monthlyIncomeCents">;
};

type Weighted = { reason: DeclineReason; shortfallCents: number };

/**
 * Ranks why the smallest line was out of reach. The decline happens because the payment on the
 * smallest line does not fit under a limit; each limit's shortfall (cents a month) measures how
 * much it caused. Income that could not carry that payment even with no obligations at all is the
 * first reason, since no change to obligations would have helped; obligation reasons follow,
 * largest shortfall first. Empty for a passed decision.
 */
export function rankDeclineReasons(
  evaluation: DeclinedEvaluation,
  settings: AtrSettings = ATR_SETTINGS,
): DeclineReason[] {
  const { decision, monthlyObligationsCents: obligations } = evaluation;
  if (decision.passed) return [];
  const income = decision.monthlyIncomeCents;
  if (income === 0) return ["no_income"];
  const needed = minimumPaymentCents(settings.minCreditLineCents, settings);
  const incomeAlone = paymentCaps(income, 0, settings);
  const incomeTooLow = Math.min(incomeAlone.debtToIncomeCents, incomeAlone.residualCents) < needed;
  // With no obligations the income is the only cause, whichever limit it missed.
  if (obligations === 0) return ["income_insufficient"];
  const caps = paymentCaps(income, obligations, settings);
  const weighted: Weighted[] = [
    { reason: "excessive_obligations" as const, shortfallCents: needed - caps.debtToIncomeCents },
    { reason: "too_little_income_left" as const, shortfallCents: needed - caps.residualCents },
  ].filter((entry) => entry.shortfallCents > 0);
  // Stable: on a tie the debt-to-income reason, listed first above, stays first.
  weighted.sort((a, b) => b.shortfallCents - a.shortfallCents);
  const reasons: DeclineReason[] = [
    ...(incomeTooLow ? (["income_insufficient"] as const) : []),
    ...weighted.map((entry) => entry.reason),
  ];
  // Neither limit missed: the supported line fell below the smallest only by rounding to the
  // increment or the maximum (the current settings cannot produce it); the income is what fell short.
  return (reasons.length > 0 ? reasons : ["income_insufficient" as const]).slice(0, MAX_DECLINE_REASONS);
}
