import type { IssuedCardRow } from "@/db/schema";
import { limitRequestOutcome, type LimitRequestOutcome } from "@/lib/domain/cards/limit-request";
import { AppError } from "@/lib/errors/app-error";
import type { SubmitAtrInput } from "@/lib/schemas/atr";

import type { TxContext } from "../context";
import { evaluateIncome, type IncomeEvaluation } from "../atr/evaluate-income";
import { getEmployeeOrThrow } from "../employee-scope";

/**
 * What an income answer would do to a live card's limit (lib/domain/cards/limit-request.ts), decided
 * as onboarding decides income, in the caller's transaction: the preview shows it, the request
 * confirms it. A closed card takes no new limit.
 */
export async function decideCardLimit({
  ctx,
  card,
  input,
}: {
  ctx: TxContext;
  card: IssuedCardRow;
  input: SubmitAtrInput;
}): Promise<{ evaluation: IncomeEvaluation; currentLimitCents: number | null } & LimitRequestOutcome> {
  if (card.closedAt) throw new AppError("card_closed", "The card is closed: a new limit goes on its replacement.");
  const employee = await getEmployeeOrThrow({ ctx, employeeId: card.employeeId });
  const evaluation = await evaluateIncome({ ctx, employee, input });
  const currentLimitCents = card.terms?.creditLimitCents ?? null;
  return {
    evaluation,
    currentLimitCents,
    ...limitRequestOutcome({ currentLimitCents, decision: evaluation.decision }),
  };
}
