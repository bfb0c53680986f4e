import { ATR_INPUT_CAPS, parseDollarsToCents } from "@/lib/domain/money";

import type { Checked, FieldProblem } from "./form";

/** The income form's fields, in page order; typed as dollars, sent as integer cents. */
export const INCOME_FIELDS = ["annualIncome", "monthlyObligations"] as const;
export type IncomeField = (typeof INCOME_FIELDS)[number];

/** The income field an API problem's path names (`/annualIncome`), if any. */
export const incomeFieldFor = (path: string): IncomeField | undefined =>
  INCOME_FIELDS.find((field) => `/${field}` === path);

const CAPS: Record<IncomeField, number> = {
  annualIncome: ATR_INPUT_CAPS.annualIncomeCents,
  monthlyObligations: ATR_INPUT_CAPS.monthlyObligationsCents,
};

/** The API's money rules (lib/domain/money.ts) before the round trip; the API checks them again. */
export function checkIncome(values: Record<IncomeField, string>): Checked<Record<IncomeField, number>, IncomeField> {
  const errors: Array<FieldProblem<IncomeField>> = [];
  const cents = {} as Record<IncomeField, number>;
  for (const field of INCOME_FIELDS) {
    const parsed = parseDollarsToCents(values[field], { maxCents: CAPS[field] });
    if (parsed.ok) cents[field] = parsed.cents;
    else errors.push({ field, code: parsed.code });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: cents };
}
