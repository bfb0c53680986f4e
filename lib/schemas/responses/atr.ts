import { z } from "zod";

import { DECLINE_REASONS } from "@/lib/domain/credit/adverse-action-reasons";

import { listOf, orNull, prefixedId, timestamp } from "./common";

const cents = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description} Integer cents.` });

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
    reasons: z.array(
      z.enum(["zero_income", "debt_to_income_exceeded", "residual_income_insufficient", "line_below_minimum"]),
    ),
    principalReasons: z.array(z.enum(DECLINE_REASONS)).meta({
      description:
        "For a decline, the principal reasons of its adverse action notice (Regulation B 12 CFR 1002.9(b)(2)), most important first, at most four; empty for a pass (and for declines decided before 2026-11 notices).",
    }),
    adverseActionNoticeId: orNull(prefixedId("aan", "aan_5Rt7Yu9Io1Pa3Sd5Fg7Hj9")).meta({
      description:
        "The adverse action notice sent to the employee for a decline, while it is kept (25 months); null for a pass.",
    }),
    settingsVersion: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: "AtrSubmission" });
export type AtrSubmissionResponse = z.input<typeof atrSubmissionSchema>;

export const atrSubmissionListSchema = listOf(atrSubmissionSchema);
export type AtrSubmissionListResponse = z.output<typeof atrSubmissionListSchema>;
