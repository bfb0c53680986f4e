import { cards, currentCardOf } from "@/db/schema";
import type { CardTerms } from "@/lib/domain/cards/card-terms";

import { loadCardTerms } from "../cards/load-card-terms";
import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";

/**
 * The terms the card page shows: those the live card was asked for on (what the person confirmed);
 * else those in force now — what a request would confirm, and for a card issued before terms were
 * recorded, the limit and plan it runs on today. Null when there are none: no passed income
 * decision or no way to repay yet.
 */
export async function loadPortalCardTerms({
  ctx,
  employeeId,
}: EmployeeRequest): Promise<{ terms: CardTerms; recorded: boolean } | null> {
  await getEmployeeOrThrow({ ctx, employeeId });
  const [live] = await ctx.db
    .select({ terms: cards.terms })
    .from(cards)
    .where(currentCardOf(employeeId, ctx.employerId));
  if (live?.terms) return { terms: live.terms, recorded: true };
  const offered = await loadCardTerms({ ctx, employeeId });
  return offered ? { terms: offered.terms, recorded: false } : null;
}
