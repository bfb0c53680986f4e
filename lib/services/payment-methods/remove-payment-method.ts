import { and, eq, isNull, ne } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { cards, employers, paymentMethods, type PaymentMethodRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/logger";
import { getPaymentsProvider } from "@/lib/providers/payments";
import { recordEvent } from "@/lib/events/record-event";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";

/**
 * Removes a saved payment method. It then no longer counts for requirement 8, so removing the
 * last Verified one leaves repayment_process unmet — allowed while no card exists. Once a card
 * is issued under payment-method repayment, the last Verified method cannot be removed (409):
 * a live card must always have a way to be repaid. Add the new method first, then remove the old.
 */
export async function removePaymentMethod({
  ctx,
  employeeId,
  paymentMethodId,
}: EmployeeRequest & { paymentMethodId: number }): Promise<PaymentMethodRow> {
  const { employerId } = ctx;
  const removed = await inTransaction(ctx, async (tx) => {
    await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
    const [method] = await tx.db
      .select()
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.id, paymentMethodId),
          eq(paymentMethods.employeeId, employeeId),
          isNull(paymentMethods.removedAt),
        ),
      );
    if (!method) throw new AppError("payment_method_not_found", "No payment method with this id for the employee.");
    if (method.status === "Verified" && (await cardDependsOnPaymentMethod(tx.db, employerId, employeeId, method.id))) {
      throw new AppError(
        "payment_method_required",
        "Add another payment method first: the employee's card is repaid from this one.",
      );
    }
    const [row] = await tx.db
      .update(paymentMethods)
      .set({ removedAt: new Date(), updatedAt: new Date() })
      .where(eq(paymentMethods.id, method.id))
      .returning();
    await recordEvent({
      ctx: tx,
      type: "payment_method.removed",
      employerId,
      employeeId,
      data: { employeeId, paymentMethodId: method.id },
    });
    await refreshRequirementsProjection({ ctx: tx, employeeId });
    return row!;
  });
  // The provider's copy goes after our commit; a failure here leaves a detached-later method, never a lost one.
  await getPaymentsProvider()
    .detachPaymentMethod(removed.providerPaymentMethodId)
    .catch((error: unknown) => logger.warn({ err: error, paymentMethodId: removed.id }, "detach at provider failed"));
  return removed;
}

async function cardDependsOnPaymentMethod(
  tx: Queryable,
  employerId: string,
  employeeId: string,
  methodId: number,
): Promise<boolean> {
  const [employer] = await tx.select().from(employers).where(eq(employers.id, employerId));
  if (!employer || employer.payrollDeductionRepayment) return false;
  // A reserved card is about to exist; a voided one never will.
  const [card] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.employeeId, employeeId), ne(cards.state, "voided")));
  if (!card) return false;
  const others = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.employeeId, employeeId),
        ne(paymentMethods.id, methodId),
        eq(paymentMethods.status, "Verified"),
        isNull(paymentMethods.removedAt),
      ),
    );
  return others.length === 0;
}
