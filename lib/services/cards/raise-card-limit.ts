import { eq } from "drizzle-orm";

import { cards, isIssuedCard, type IssuedCardRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { shownAtProblem, type CardTermsRecord } from "@/lib/domain/cards/card-terms";
import { AppError, validationFailed } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import { recordEvent } from "@/lib/events/record-event";
import type { CardLimitRequestBody } from "@/lib/schemas/card";

import { authorize } from "../authorize";
import type { EmployeeRequest } from "../requests";
import type { TxContext } from "../context";
import { recordIncomeDecision } from "../atr/record-income-decision";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";

import { decideCardLimit } from "./card-limit-decision";
import { lifecycleStateOf, recordCardChange } from "./card-changes";
import { getCardOrThrow } from "./get-card-or-throw";
import { loadCardTerms } from "./load-card-terms";
import { termsConfirmationBy } from "./terms-confirmation";

/**
 * A request for a higher limit on a live card, confirmed by whoever saw the new limit (the person in
 * the portal, or a partner for them). The answer is decided again here, as the preview decided it:
 * - it raises the limit, to exactly the `expectedCreditLimit` the preview showed: the decision is
 *   kept as an ATR submission (`atr.evaluated`), the card's terms become its limit and repayment
 *   plan with this confirmation, the card's history says so (`limit_raised`), and partners and the
 *   person hear of it (`card.limit_raised`, and an e-mail: a raise they did not ask for is how a
 *   stolen session shows);
 * - it would not (the same, a lower limit, a decline): `409 limit_not_raised`, nothing recorded —
 *   a card never loses its limit or closes this way, so no adverse action notice follows;
 * - it gives another limit than the one shown (the program's terms changed in between): `409
 *   limit_changed`, nothing recorded.
 */
export async function raiseCardLimit({
  ctx,
  employeeId,
  cardId,
  input,
}: EmployeeRequest & { cardId: string; input: CardLimitRequestBody }): Promise<IssuedCardRow> {
  authorize(ctx.actor, "cards.write");
  const now = new Date();
  const problem = shownAtProblem({ shownAt: input.shownAt, now });
  if (problem) throw validationFailed([{ path: "/shownAt", code: problem, message: FIELD_ERROR_CODES[problem] }]);
  return inTransaction(ctx, async (tx) => {
    // The card row first, then the employee's event counter (recordEvent): the lifecycle's lock order.
    const card = await getCardOrThrow({ ctx: tx, employeeId, cardId, forUpdate: true });
    const decided = await decideCardLimit({ ctx: tx, card, input });
    const { evaluation, currentLimitCents, proposedLimitCents } = decided;
    if (decided.outcome === "unchanged") {
      throw new AppError(
        "limit_not_raised",
        "This income answer would not raise the card's limit: the card keeps its limit and terms. Nothing was recorded.",
        { extra: { creditLimit: currentLimitCents, proposedCreditLimit: proposedLimitCents } },
      );
    }
    if (proposedLimitCents !== input.expectedCreditLimit) {
      throw new AppError("limit_changed", "The new limit is not the one shown: preview it again and confirm that.", {
        extra: { proposedCreditLimit: proposedLimitCents },
      });
    }
    const submission = await recordIncomeDecision({ ctx: tx, employeeId, input, evaluation });
    const terms = await raisedTerms(tx, card, submission.id, input.shownAt, now);
    const [updated] = await tx.db.update(cards).set({ terms }).where(eq(cards.id, card.id)).returning();
    await recordCardChange({
      ctx: tx,
      card,
      actor: tx.actor,
      action: "limit_raised",
      reason: null,
      fromState: lifecycleStateOf(card),
      toState: lifecycleStateOf(card),
    });
    await recordEvent({
      ctx: tx,
      type: "card.limit_raised",
      employerId: tx.employerId,
      employeeId,
      data: {
        employerId: tx.employerId,
        employeeId,
        cardId: card.id,
        atrId: submission.id,
        creditLimit: proposedLimitCents,
        previousCreditLimit: currentLimitCents,
      },
    });
    await refreshRequirementsProjection({ ctx: tx, employeeId });
    return updated && isIssuedCard(updated) ? updated : card;
  });
}

/**
 * The card's terms under the new decision: its limit and repayment plan, repaid as before, with who
 * confirmed them. A card issued before terms were kept takes the terms a card would be issued on now.
 */
async function raisedTerms(
  tx: TxContext,
  card: IssuedCardRow,
  atrSubmissionId: string,
  shownAt: string | undefined,
  now: Date,
): Promise<CardTermsRecord> {
  const offered = await loadCardTerms({ ctx: tx, employeeId: card.employeeId });
  if (!offered)
    throw new AppError("onboarding_incomplete", "No way to repay the card is on file.", {
      extra: { requirements: [] },
    });
  return {
    ...offered.terms,
    atrSubmissionId,
    // Repaid as the card has been, where its terms say how.
    repaidBy: card.terms?.repaidBy ?? offered.terms.repaidBy,
    confirmation: termsConfirmationBy({ ctx: tx, shownAt, now }),
  };
}
