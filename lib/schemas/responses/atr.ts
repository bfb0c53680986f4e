import { z } from "zod";

import { listOf, orNull, prefixedId, timestamp } from "./common";

const cents = (description: string) => z.number().int().meta({ description: `${description} Integer cents.` });

export const repaymentTermsSchema = z
  .strictObject({
    payFrequency: z.enum(["weekly", "biweekly", "semimonthly", "monthly"]),
    payFrequencyAssumed: z.boolean(),
    installments: z.number().int(),
    installmentAmountCents: z.number().int(),
    finalInstallmentCents: z.number().int(),
    termMonths: z.number().int(),
  })
  .meta({ id: "RepaymentTerms" });

export const atrSubmissionSchema = z
  .strictObject({
    id: prefixedId("atr", "atr_8Kj3Hg5Fd7Sa9Qw2Er4Ty6"),
    object: z.literal("atr_submission"),
    employeeId: prefixedId("empl", "empl_3xK9q2VfYp0LmN7bR4tZ1a"),
    annualIncome: cents("As submitted."),
    monthlyObligations: cents("As submitted."),
    status: z.string().meta({ description: "Passed ATR or Failed ATR.", example: "Passed ATR" }),
    passed: z.boolean(),
    maxAllowableBalance: cents("0 when failed."),
    monthlyIncome: cents("floor(annualIncome / 12)."),
    estimatedMonthlyPayment: cents("Minimum payment on the granted line."),
    debtToIncomeBps: z.number().int().meta({ description: "Debt-to-income in basis points." }),
    residualIncome: cents("Monthly income − obligations − estimated payment."),
    repaymentTerms: orNull(repaymentTermsSchema),
    reasons: z.array(z.enum(["zero_income", "debt_to_income_exceeded", "residual_income_insufficient", "line_below_minimum"])),
    settingsVersion: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: "AtrSubmission" });
export type AtrSubmissionResponse = z.input<typeof atrSubmissionSchema>;

export const atrSubmissionListSchema = listOf(atrSubmissionSchema);
