import { ATR_SETTING_BOUNDS, type AtrNumbers } from "@/lib/domain/credit/atr-settings";
import type { ProgramTerms } from "@/lib/schemas/responses/operator-console";

// The credit terms' numbers as the console's form has people type them: money in dollars (the API
// keeps cents), the debt-to-income ceiling in percent (the API keeps basis points), the term in
// months. Each number's bounds are ATR_SETTING_BOUNDS, shown beside its field in the same unit.

export type TermField = keyof AtrNumbers;
export type TermUnit = "money" | "percent" | "months";

/** The numbers in the form's order, each with the unit people type it in. */
export const TERM_FIELDS: ReadonlyArray<{ field: TermField; unit: TermUnit }> = [
  { field: "maxCreditLineCents", unit: "money" },
  { field: "minCreditLineCents", unit: "money" },
  { field: "lineIncrementCents", unit: "money" },
  { field: "termMonths", unit: "months" },
  { field: "minimumMonthlyPaymentCents", unit: "money" },
  { field: "maxDebtToIncomeBps", unit: "percent" },
  { field: "minResidualIncomeCents", unit: "money" },
];

export const termBounds = (field: TermField) => ATR_SETTING_BOUNDS[field];

/** A stored number as the form shows it: cents as dollars, basis points as percent. */
export function termInput(unit: TermUnit, stored: number): string {
  if (unit === "months") return String(stored);
  const whole = stored / 100;
  return Number.isInteger(whole) ? String(whole) : whole.toFixed(2);
}

/** What was typed, as the API's number (cents, basis points, months), or the problem's code. */
export function parseTerm(unit: TermUnit, typed: string): { ok: true; value: number } | { ok: false; code: string } {
  const text = unit === "money" ? typed.replace(/[$,\s]/g, "") : typed.replace(/[%\s]/g, "");
  if (text === "") return { ok: false, code: "required" };
  if (unit === "months")
    return /^\d+$/.test(text) ? { ok: true, value: Number(text) } : { ok: false, code: "not_whole" };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { ok: false, code: unit === "money" ? "not_money" : "not_percent" };
  return { ok: true, value: Math.round(Number(text) * 100) };
}

/** The numbers of a version, for the form's first values. */
export const termsOf = (terms: ProgramTerms): AtrNumbers => ({
  maxCreditLineCents: terms.maxCreditLineCents,
  minCreditLineCents: terms.minCreditLineCents,
  termMonths: terms.termMonths,
  minimumMonthlyPaymentCents: terms.minimumMonthlyPaymentCents,
  maxDebtToIncomeBps: terms.maxDebtToIncomeBps,
  minResidualIncomeCents: terms.minResidualIncomeCents,
  lineIncrementCents: terms.lineIncrementCents,
});

/**
 * The versions that apply to one scope (the program's: null; or an employer's overrides), newest
 * first as the API lists them, each with its number (1 is the first published) and whether it is
 * in force now, scheduled, or was replaced.
 */
export function versionsOf(all: ProgramTerms[], employerId: string | null) {
  const own = all.filter((terms) => terms.employerId === employerId);
  const inForce = own.find((terms) => !terms.scheduled);
  return own.map((terms, index) => ({
    ...terms,
    number: own.length - index,
    state: terms.scheduled ? ("scheduled" as const) : terms === inForce ? ("inForce" as const) : ("replaced" as const),
  }));
}
export type NumberedTerms = ReturnType<typeof versionsOf>[number];
