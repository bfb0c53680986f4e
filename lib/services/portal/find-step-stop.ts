import { cards, currentCardOf } from "@/db/schema";
import type { HardStop } from "@/lib/domain/onboarding/hard-stops";
import { STEP_ACTIONS, type StoppableStep } from "@/lib/portal/step-stops";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import { findHardStop } from "../onboarding/refuse-hard-stopped";

/**
 * The hard stop that closes a portal page to the signed-in person, or null: the same rule the use
 * case behind the page refuses by (lib/portal/step-stops.ts says which), so a page reached by URL
 * shows no form the server would refuse.
 */
export async function findStepStop({
  ctx,
  employeeId,
  step,
}: EmployeeRequest & { step: StoppableStep }): Promise<HardStop | null> {
  const employee = await getEmployeeOrThrow({ ctx, employeeId });
  if (step === "card" || step === "repayment") {
    const [live] = await ctx.db.select({ id: cards.id }).from(cards).where(currentCardOf(employeeId, ctx.employerId));
    // The holder of a card manages it (and its repayment method) whatever stops a new one.
    if (live) return null;
  }
  return (await findHardStop({ ctx, employee, action: STEP_ACTIONS[step] })).stop;
}
