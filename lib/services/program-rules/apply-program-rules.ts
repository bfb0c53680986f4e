import { and, eq, isNull } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { cards, employees, employers, isIssuedCard, liveCardOf, paymentMethods, type EmployeeRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import {
  decideProgramRules,
  type ProgramLockReason,
  type ProgramRulesDecision,
  type ProgramRulesInput,
} from "@/lib/domain/program/program-rules";
import { AppError } from "@/lib/errors/app-error";
import { recordEvent } from "@/lib/events/record-event";

import { type EmployerContext } from "../context";
import type { EmployeeRequest } from "../requests";
import { liftCardLock } from "../cards/lift-card-lock";
import { placeCardLock } from "../cards/place-card-lock";
import { getEmployeeOrThrow } from "../employee-scope";

const NOTHING: ProgramRulesDecision = { place: [], lift: [], repaymentMethod: null };

/**
 * Brings one employee's card and repayment in line with the program rules (lib/domain/program/program-rules.ts),
 * deciding on their current rows, whatever change brought us here: the program's locks are placed
 * or lifted through the card lifecycle's own use cases (history row, card.locked / card.unlocked,
 * the issuer told), and "repayment method required" is set or cleared with its event. Doing it
 * again changes nothing more, so the job may run it as often as it likes. The context is the
 * program's (`systemContext`). Returns what it did.
 */
export async function applyProgramRules({ ctx, employeeId }: EmployeeRequest): Promise<ProgramRulesDecision> {
  const [employee] = await ctx.db
    .select()
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.employerId, ctx.employerId)));
  if (!employee) return NOTHING;
  const { input, liveCardId } = await loadProgramRulesInput(ctx.db, employee);
  const decision = decideProgramRules(input);
  const done: ProgramRulesDecision = { place: [], lift: [], repaymentMethod: null };
  if (liveCardId) {
    for (const reason of decision.place)
      if (await moveLock(ctx, "place", { employeeId, cardId: liveCardId, reason })) done.place.push(reason);
    for (const reason of decision.lift)
      if (await moveLock(ctx, "lift", { employeeId, cardId: liveCardId, reason })) done.lift.push(reason);
  }
  if (decision.repaymentMethod) done.repaymentMethod = await settleRepaymentMethod(ctx, employeeId);
  return done;
}

/**
 * Places or lifts one program lock. A card closed or replaced since it was read is left alone (the
 * replacement inherits the program's locks, and its card.created brings the job back to it).
 */
async function moveLock(
  ctx: EmployerContext,
  move: "place" | "lift",
  target: { employeeId: string; cardId: string; reason: ProgramLockReason },
): Promise<boolean> {
  try {
    await (move === "place" ? placeCardLock : liftCardLock)({ ctx, ...target });
    return true;
  } catch (error) {
    if (error instanceof AppError && (error.code === "card_closed" || error.code === "card_not_found")) return false;
    throw error;
  }
}

/**
 * Sets or clears "repayment method required", decided again under the employee's row lock so the
 * flag and its event change once, whichever of two runs gets there first.
 */
async function settleRepaymentMethod(
  ctx: EmployerContext,
  employeeId: string,
): Promise<ProgramRulesDecision["repaymentMethod"]> {
  return inTransaction(ctx, async (tx) => {
    const employee = await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
    const change = decideProgramRules((await loadProgramRulesInput(tx.db, employee)).input).repaymentMethod;
    if (!change) return null;
    const now = new Date();
    await tx.db
      .update(employees)
      .set({ repaymentMethodRequiredAt: change.change === "require" ? now : null, updatedAt: now })
      .where(eq(employees.id, employeeId));
    await recordEvent({
      ctx: tx,
      type:
        change.change === "require"
          ? "employee.repayment_method_required"
          : "employee.repayment_method_no_longer_required",
      employerId: employee.employerId,
      employeeId,
      data: { employerId: employee.employerId, employeeId, reason: change.reason },
    });
    return change;
  });
}

/** What the rules decide on, from the current rows: the employer's facts, the live card and its locks, the employer's repayment, the person's verified methods. */
async function loadProgramRulesInput(
  db: Queryable,
  employee: EmployeeRow,
): Promise<{ input: ProgramRulesInput; liveCardId: string | null }> {
  // Called inside the caller's transaction: one connection answers one query at a time, so the
  // reads are queued, not overlapped (pg refuses overlapping queries on one client from version 9).
  const [employer] = await db
    .select({ payrollDeduction: employers.payrollDeductionRepayment })
    .from(employers)
    .where(eq(employers.id, employee.employerId));
  const live = await db.select().from(cards).where(liveCardOf(employee.id, employee.employerId));
  const [verified] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.employeeId, employee.id),
        eq(paymentMethods.status, "Verified"),
        isNull(paymentMethods.removedAt),
      ),
    )
    .limit(1);
  const card = live.find(isIssuedCard) ?? null;
  return {
    liveCardId: card?.id ?? null,
    input: {
      isEmployed: employee.isEmployed,
      isEligible: employee.isEligible,
      identityVerified: employee.onboardingStatus === "VERIFIED",
      liveCard: card ? { locks: card.locks.map((lock) => lock.reason) } : null,
      payrollDeduction: employer?.payrollDeduction ?? false,
      verifiedPaymentMethod: verified !== undefined,
      repaymentMethodRequired: employee.repaymentMethodRequiredAt !== null,
    },
  };
}
