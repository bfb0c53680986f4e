import { ATR_SETTINGS, type AtrSettings } from "./atr-settings";
import { ATR_INPUT_CAPS, isCentsAmount } from "@/lib/domain/money";

/**
 * Ability to repay (Regulation Z, 12 CFR 1026.51) for the employee spending line: the largest line
 * whose minimum payment still fits under both a debt-to-income ceiling and a residual-income
 * floor, and how it is repaid over the employee's pay periods. All money is integer cents and the
 * arithmetic is integer-only, so a decision is reproducible to the cent from its inputs and the
 * settings version it records.
 */

export type PayFrequency = "weekly" | "biweekly" | "semimonthly" | "monthly";

export type AtrInput = {
  annualIncomeCents: number;
  monthlyObligationsCents: number;
  /** null when the employee has no payroll schedule yet; monthly is then assumed. */
  payFrequency: PayFrequency | null;
};

export type AtrReason =
  "zero_income" | "debt_to_income_exceeded" | "residual_income_insufficient" | "line_below_minimum";

export type RepaymentTerms = {
  payFrequency: PayFrequency;
  payFrequencyAssumed: boolean;
  installments: number;
  /** Every installment but the last. */
  installmentAmountCents: number;
  /** Makes the installments add up to the line exactly; never zero or negative. */
  finalInstallmentCents: number;
  termMonths: number;
};

export type AtrDecision = {
  result: "Passed ATR" | "Failed ATR";
  passed: boolean;
  /** 0 when failed. */
  maxAllowableBalanceCents: number;
  /** floor(annual / 12). */
  monthlyIncomeCents: number;
  /** Minimum payment on the full granted line; 0 when failed. */
  estimatedMonthlyPaymentCents: number;
  /** (obligations + estimated payment) × 10 000 / monthly income, floored; 10 000 when there is no monthly income. */
  debtToIncomeBps: number;
  /** Monthly income − obligations − estimated payment; negative when obligations exceed income. */
  residualIncomeCents: number;
  /** null when failed. */
  repaymentTerms: RepaymentTerms | null;
  /** Why it failed; empty when passed. */
  reasons: AtrReason[];
  settingsVersion: string;
};

const MONTHS_PER_YEAR = 12;
const BPS_PER_WHOLE = 10_000;

// The request schema's caps. Within them every product below (at most about 1e12) is a safe
// integer, which is what makes the Number arithmetic exact; outside them that is no longer proven.
const { annualIncomeCents: MAX_ANNUAL_INCOME_CENTS, monthlyObligationsCents: MAX_MONTHLY_OBLIGATIONS_CENTS } =
  ATR_INPUT_CAPS;

// A ratio against nothing is undefined; with no income every obligation is unaffordable, so report
// "fully committed" rather than a fake ratio. Decisions never read it: zero income fails first.
const ZERO_INCOME_DEBT_TO_INCOME_BPS = BPS_PER_WHOLE;

const PAY_PERIODS_PER_YEAR: Record<PayFrequency, number> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
};

// The float quotient is only a first guess: the remainder checks make the result exact for any
// safe-integer numerator, whichever way the division rounded.
function floorDiv(numerator: number, divisor: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new RangeError("floorDiv needs a safe-integer numerator and a positive safe-integer divisor.");
  }
  let quotient = Math.floor(numerator / divisor);
  while (quotient * divisor > numerator) quotient -= 1;
  while ((quotient + 1) * divisor <= numerator) quotient += 1;
  return quotient;
}

function ceilDiv(numerator: number, divisor: number): number {
  return -floorDiv(-numerator, divisor);
}

function assertCents(value: number, max: number, name: string): void {
  if (!isCentsAmount(value, max)) {
    throw new RangeError(`${name} must be an integer number of cents from 0 to ${max}.`);
  }
}

function assertValidInput(input: AtrInput): void {
  assertCents(input.annualIncomeCents, MAX_ANNUAL_INCOME_CENTS, "annualIncomeCents");
  assertCents(input.monthlyObligationsCents, MAX_MONTHLY_OBLIGATIONS_CENTS, "monthlyObligationsCents");
  // The type already says so, but the value usually comes from a database row.
  if (input.payFrequency !== null && !Object.hasOwn(PAY_PERIODS_PER_YEAR, input.payFrequency)) {
    throw new RangeError(`Unknown pay frequency: ${String(input.payFrequency)}.`);
  }
}

// Settings are code, but a test or a future version could pass odd ones; these are the conditions
// the guarantees (exact installments, non-empty reasons, no division by zero) rest on.
function assertValidSettings(settings: AtrSettings): void {
  const counts = [
    settings.maxCreditLineCents,
    settings.minimumMonthlyPaymentCents,
    settings.maxDebtToIncomeBps,
    settings.minResidualIncomeCents,
  ];
  const positives = [settings.minCreditLineCents, settings.termMonths, settings.lineIncrementCents];
  if (
    counts.some((n) => !Number.isSafeInteger(n) || n < 0) ||
    positives.some((n) => !Number.isSafeInteger(n) || n < 1)
  ) {
    throw new RangeError(
      "ATR settings must be non-negative integers, with a positive minimum line, term and increment.",
    );
  }
}

/** The program's minimum payment on a balance: the term's share, but never below the payment floor. */
export function minimumPaymentCents(balanceCents: number, settings: AtrSettings): number {
  if (!Number.isSafeInteger(balanceCents) || balanceCents < 0) {
    throw new RangeError("balanceCents must be a non-negative integer number of cents.");
  }
  if (balanceCents === 0) return 0;
  return Math.max(ceilDiv(balanceCents, settings.termMonths), settings.minimumMonthlyPaymentCents);
}

export type PaymentCaps = { debtToIncomeCents: number; residualCents: number };

// The most a new monthly payment may be under each constraint on its own (negative when existing
// obligations already break it). Comparing them with the needed payment names the binding one;
// the adverse action reasons (adverse-action-reasons.ts) rank by how far each falls short.
export function paymentCaps(monthlyIncomeCents: number, obligationsCents: number, settings: AtrSettings): PaymentCaps {
  return {
    debtToIncomeCents: floorDiv(monthlyIncomeCents * settings.maxDebtToIncomeBps, BPS_PER_WHOLE) - obligationsCents,
    residualCents: monthlyIncomeCents - obligationsCents - settings.minResidualIncomeCents,
  };
}

// ceil(B / term) ≤ cap ⟺ B ≤ cap × term, so the largest line is that bound capped and rounded
// down to the increment. The loop re-checks with the real payment formula, so a change to that
// formula can never grant a line whose payment breaks the cap.
function largestBalanceCents(paymentCapCents: number, settings: AtrSettings): number {
  if (paymentCapCents < settings.minimumMonthlyPaymentCents) return 0;
  const bound = Math.min(settings.maxCreditLineCents, paymentCapCents * settings.termMonths);
  let balance = floorDiv(bound, settings.lineIncrementCents) * settings.lineIncrementCents;
  while (balance > 0 && minimumPaymentCents(balance, settings) > paymentCapCents) {
    balance -= settings.lineIncrementCents;
  }
  return balance;
}

// A constraint is named when it alone rules out even the smallest line. When neither does, the
// line the income supports fell short of the minimum only through the increment or the maximum.
function failureReasons(caps: PaymentCaps, settings: AtrSettings): AtrReason[] {
  const needed = minimumPaymentCents(settings.minCreditLineCents, settings);
  const reasons: AtrReason[] = [];
  if (caps.debtToIncomeCents < needed) reasons.push("debt_to_income_exceeded");
  if (caps.residualCents < needed) reasons.push("residual_income_insufficient");
  return reasons.length > 0 ? reasons : ["line_below_minimum"];
}

// Periods per year × term / 12 is whole for the 12-month term; for other terms it is floored so
// the schedule never runs past the term. At least one installment, so a line is always repaid.
function installmentCount(payFrequency: PayFrequency, termMonths: number): number {
  return Math.max(1, floorDiv(PAY_PERIODS_PER_YEAR[payFrequency] * termMonths, MONTHS_PER_YEAR));
}

type InstallmentSplit = { installmentAmountCents: number; finalInstallmentCents: number };

// Regular installments are rounded up so the last one comes out smaller: the employee never pays
// more than the regular amount. When rounding up would leave the last installment at zero or below
// (only for lines under about (installments − 1)² cents), round down instead and let the last one
// carry the remainder, which is then less than one cent per installment.
function splitInstallments(balanceCents: number, installments: number): InstallmentSplit {
  const roundedUp = ceilDiv(balanceCents, installments);
  const finalAfterUp = balanceCents - roundedUp * (installments - 1);
  if (finalAfterUp > 0) return { installmentAmountCents: roundedUp, finalInstallmentCents: finalAfterUp };
  const roundedDown = floorDiv(balanceCents, installments);
  return {
    installmentAmountCents: roundedDown,
    finalInstallmentCents: balanceCents - roundedDown * (installments - 1),
  };
}

function repaymentTerms(
  balanceCents: number,
  payFrequency: PayFrequency | null,
  settings: AtrSettings,
): RepaymentTerms {
  const frequency = payFrequency ?? "monthly";
  // Never more installments than cents, so each can be at least a cent; only a minimum line below
  // 52 cents could reach this.
  const installments = Math.min(installmentCount(frequency, settings.termMonths), balanceCents);
  return {
    payFrequency: frequency,
    payFrequencyAssumed: payFrequency === null,
    installments,
    ...splitInstallments(balanceCents, installments),
    termMonths: settings.termMonths,
  };
}

type Affordability = Pick<
  AtrDecision,
  "monthlyIncomeCents" | "estimatedMonthlyPaymentCents" | "debtToIncomeBps" | "residualIncomeCents"
>;

function affordability(monthlyIncomeCents: number, obligationsCents: number, paymentCents: number): Affordability {
  const committed = obligationsCents + paymentCents;
  return {
    monthlyIncomeCents,
    estimatedMonthlyPaymentCents: paymentCents,
    debtToIncomeBps:
      monthlyIncomeCents === 0
        ? ZERO_INCOME_DEBT_TO_INCOME_BPS
        : floorDiv(committed * BPS_PER_WHOLE, monthlyIncomeCents),
    residualIncomeCents: monthlyIncomeCents - committed,
  };
}

function failedDecision(
  reasons: AtrReason[],
  monthlyIncomeCents: number,
  obligationsCents: number,
  settings: AtrSettings,
): AtrDecision {
  return {
    result: "Failed ATR",
    passed: false,
    maxAllowableBalanceCents: 0,
    ...affordability(monthlyIncomeCents, obligationsCents, 0),
    repaymentTerms: null,
    reasons,
    settingsVersion: settings.version,
  };
}

function passedDecision(
  balanceCents: number,
  monthlyIncomeCents: number,
  input: AtrInput,
  settings: AtrSettings,
): AtrDecision {
  return {
    result: "Passed ATR",
    passed: true,
    maxAllowableBalanceCents: balanceCents,
    ...affordability(monthlyIncomeCents, input.monthlyObligationsCents, minimumPaymentCents(balanceCents, settings)),
    repaymentTerms: repaymentTerms(balanceCents, input.payFrequency, settings),
    reasons: [],
    settingsVersion: settings.version,
  };
}

/**
 * Decides the largest line the employee can repay. Throws RangeError for inputs outside the
 * bounds the request schema enforces (0..$10M a year, 0..$1M a month), where exactness is unproven.
 */
export function evaluateAtr(input: AtrInput, settings: AtrSettings = ATR_SETTINGS): AtrDecision {
  assertValidInput(input);
  assertValidSettings(settings);
  const monthlyIncomeCents = floorDiv(input.annualIncomeCents, MONTHS_PER_YEAR);
  const obligationsCents = input.monthlyObligationsCents;
  // Also covers 1–11 cents a year, which floors to no monthly income at all.
  if (monthlyIncomeCents === 0) return failedDecision(["zero_income"], monthlyIncomeCents, obligationsCents, settings);
  const caps = paymentCaps(monthlyIncomeCents, obligationsCents, settings);
  const balanceCents = largestBalanceCents(Math.min(caps.debtToIncomeCents, caps.residualCents), settings);
  if (balanceCents < settings.minCreditLineCents) {
    return failedDecision(failureReasons(caps, settings), monthlyIncomeCents, obligationsCents, settings);
  }
  return passedDecision(balanceCents, monthlyIncomeCents, input, settings);
}
