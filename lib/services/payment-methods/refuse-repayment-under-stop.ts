import { cards, currentCardOf, type EmployeeRow } from "@/db/schema";

import type { QueryContext } from "../context";
import { refuseIfHardStopped } from "../onboarding/refuse-hard-stopped";

/**
 * A repayment method is asked only for a card that can come: while a hard stop holds (under 18,
 * identity failed for good, a declined credit decision) saving one is refused with the stop's 409,
 * before any call to the payments provider. The holder of a live card is never refused: they repay
 * what they spend, and the program may ask them for a method once their employment ends.
 */
export async function refuseRepaymentUnderStop({
  ctx,
  employee,
}: {
  ctx: QueryContext;
  employee: EmployeeRow;
}): Promise<void> {
  const [live] = await ctx.db
    .select({ id: cards.id })
    .from(cards)
    .where(currentCardOf(employee.id, employee.employerId))
    .limit(1);
  if (live) return;
  await refuseIfHardStopped({ ctx, employee, action: "repayment" });
}
