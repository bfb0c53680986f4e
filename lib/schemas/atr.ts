import { z } from "zod";

import { ATR_INPUT_CAPS } from "@/lib/domain/money";

// Integer cents, capped by the domain's limits (lib/domain/money.ts).
export const MAX_ANNUAL_INCOME_CENTS = ATR_INPUT_CAPS.annualIncomeCents;
export const MAX_MONTHLY_OBLIGATIONS_CENTS = ATR_INPUT_CAPS.monthlyObligationsCents;

const cents = (max: number) => z.number().int().min(0).max(max);

export const submitAtrSchema = z.strictObject({
  annualIncome: cents(MAX_ANNUAL_INCOME_CENTS),
  monthlyObligations: cents(MAX_MONTHLY_OBLIGATIONS_CENTS),
});
export type SubmitAtrInput = z.output<typeof submitAtrSchema>;
