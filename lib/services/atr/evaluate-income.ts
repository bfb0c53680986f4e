import { eq } from "drizzle-orm";

import { payrollSchedules, type EmployeeRow } from "@/db/schema";
import { rankDeclineReasons, type DeclineReason } from "@/lib/domain/credit/adverse-action-reasons";
import { evaluateAtr, type AtrDecision } from "@/lib/domain/credit/atr";
import type { SubmitAtrInput } from "@/lib/schemas/atr";

import type { TxContext } from "../context";
import { termsInForce } from "../program/program-terms";

export type IncomeEvaluation = {
  decision: AtrDecision;
  rankedReasons: DeclineReason[];
  payFrequency: string | null;
  settingsVersion: string;
};

/**
 * The ability-to-repay decision (Regulation Z 12 CFR 1026.51) on an income answer, for `employee`
 * as held in the caller's transaction: under the terms in force for the employer now (its override,
 * else the program's) and the pay frequency of their schedule (monthly assumed without one), with
 * a decline's principal reasons ranked. Nothing is written: onboarding's submission and a card's
 * limit request each record it their own way.
 */
export async function evaluateIncome({
  ctx,
  employee,
  input,
}: {
  ctx: TxContext;
  employee: EmployeeRow;
  input: SubmitAtrInput;
}): Promise<IncomeEvaluation> {
  const [schedule] =
    employee.payrollScheduleId === null
      ? []
      : await ctx.db
          .select({ payFrequency: payrollSchedules.payFrequency })
          .from(payrollSchedules)
          .where(eq(payrollSchedules.id, employee.payrollScheduleId));
  const payFrequency = schedule?.payFrequency ?? null;
  const settings = await termsInForce({ ctx, employerId: employee.employerId, at: new Date() });
  const decision = evaluateAtr(
    { annualIncomeCents: input.annualIncome, monthlyObligationsCents: input.monthlyObligations, payFrequency },
    settings,
  );
  const rankedReasons = rankDeclineReasons({ monthlyObligationsCents: input.monthlyObligations, decision }, settings);
  return { decision, rankedReasons, payFrequency, settingsVersion: settings.version };
}
