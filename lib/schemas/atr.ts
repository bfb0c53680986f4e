import { z } from "zod";

// Integer cents. The caps are far above any real household (10 million dollars a year, a million a
// month) and keep every product of the arithmetic inside the safe-integer range.
export const MAX_ANNUAL_INCOME_CENTS = 1_000_000_000;
export const MAX_MONTHLY_OBLIGATIONS_CENTS = 100_000_000;

export const submitAtrSchema = z.strictObject({
  annualIncome: z.number().int().min(0).max(MAX_ANNUAL_INCOME_CENTS),
  monthlyObligations: z.number().int().min(0).max(MAX_MONTHLY_OBLIGATIONS_CENTS),
});
export type SubmitAtrInput = z.output<typeof submitAtrSchema>;
