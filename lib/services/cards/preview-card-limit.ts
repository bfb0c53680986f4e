import type { CardLimitPreviewBody } from "@/lib/schemas/card";

import { authorize } from "../authorize";
import type { EmployeeRequest } from "../requests";

import { decideCardLimit } from "./card-limit-decision";
import { getCardOrThrow } from "./get-card-or-throw";

/**
 * What a new income answer would do to the card's limit, shown before anything is confirmed: the
 * limit now, the one the answer gives, and whether confirming would raise it. Nothing is recorded
 * and nobody is told: it is a quote, not a decision.
 */
export async function previewCardLimit({
  ctx,
  employeeId,
  cardId,
  input,
}: EmployeeRequest & { cardId: string; input: CardLimitPreviewBody }) {
  authorize(ctx.actor, "cards.write");
  const card = await getCardOrThrow({ ctx, employeeId, cardId });
  const { currentLimitCents, proposedLimitCents, outcome } = await decideCardLimit({ ctx, card, input });
  return { cardId: card.id, currentLimitCents, proposedLimitCents, outcome };
}
