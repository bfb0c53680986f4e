import { atrSubmissions, type AtrSubmissionRow } from "@/db/schema";
import { recordEvent } from "@/lib/events/record-event";
import { createId } from "@/lib/ids";
import type { SubmitAtrInput } from "@/lib/schemas/atr";

import { actorId, type TxContext } from "../context";

import type { IncomeEvaluation } from "./evaluate-income";

/**
 * Keeps an income decision as its record (inputs, settings version, outcome, a decline's ranked
 * reasons, who sent it) and tells partners (`atr.evaluated`), in the caller's transaction: the one
 * record of onboarding's submission and of a card's raised limit alike.
 */
export async function recordIncomeDecision({
  ctx,
  employeeId,
  input,
  evaluation,
}: {
  ctx: TxContext;
  employeeId: string;
  input: SubmitAtrInput;
  evaluation: IncomeEvaluation;
}): Promise<AtrSubmissionRow> {
  const { decision } = evaluation;
  const [submission] = await ctx.db
    .insert(atrSubmissions)
    .values({
      id: createId("atr"),
      employerId: ctx.employerId,
      employeeId,
      annualIncomeCents: input.annualIncome,
      monthlyObligationsCents: input.monthlyObligations,
      payFrequency: evaluation.payFrequency,
      result: decision.result,
      maxAllowableBalanceCents: decision.maxAllowableBalanceCents,
      decision,
      settingsVersion: evaluation.settingsVersion,
      rankedReasons: evaluation.rankedReasons,
      actorType: ctx.actor.type,
      actorId: actorId(ctx.actor),
    })
    .returning();
  await recordEvent({
    ctx,
    type: "atr.evaluated",
    employerId: ctx.employerId,
    employeeId,
    data: {
      employeeId,
      atrId: submission!.id,
      result: decision.result,
      maxAllowableBalance: decision.maxAllowableBalanceCents,
    },
  });
  return submission!;
}
