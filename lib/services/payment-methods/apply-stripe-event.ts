import { and, eq, isNull, lt, or } from "drizzle-orm";

import { paymentMethods, processedStripeEvents } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { recordEvent } from "@/lib/events/record-event";

import type { ServiceContext } from "../context";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";

export type StripeEventInput = {
  id: string;
  type: string;
  created: number;
  setupIntentId?: string;
  paymentMethodId?: string;
};

const STATUS_FOR: Record<string, "Verified" | "Failed" | undefined> = {
  "setup_intent.succeeded": "Verified",
  "setup_intent.setup_failed": "Failed",
};

/**
 * Applies a verified Stripe event to the payment method it concerns. A redelivered event is
 * skipped (its id is recorded in the same transaction as its effect), and an event older than the
 * last one applied to a method is ignored, so duplicates and out-of-order delivery leave one
 * correct record.
 */
export async function applyStripeEvent({
  ctx,
  event,
}: {
  ctx: ServiceContext;
  event: StripeEventInput;
}): Promise<"applied" | "duplicate" | "ignored"> {
  return inTransaction(ctx, async (tx) => {
    const fresh = await tx.db
      .insert(processedStripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return "duplicate";
    const happenedAt = new Date(event.created * 1000);
    const newer = or(isNull(paymentMethods.providerUpdatedAt), lt(paymentMethods.providerUpdatedAt, happenedAt));
    const status = STATUS_FOR[event.type];
    if (status && event.setupIntentId) {
      const [row] = await tx.db
        .update(paymentMethods)
        .set({ status, providerUpdatedAt: happenedAt, updatedAt: new Date() })
        .where(and(eq(paymentMethods.setupIntentId, event.setupIntentId), newer))
        .returning();
      if (!row) return "ignored";
      await recordEvent({
        ctx: tx,
        type: "payment_method.updated",
        employerId: row.employerId,
        employeeId: row.employeeId,
        data: { employeeId: row.employeeId, paymentMethodId: row.id, status },
      });
      await refreshRequirementsProjection({ ctx: tx, employeeId: row.employeeId });
      return "applied";
    }
    if (event.type === "payment_method.detached" && event.paymentMethodId) {
      const [row] = await tx.db
        .update(paymentMethods)
        .set({ removedAt: happenedAt, providerUpdatedAt: happenedAt, updatedAt: new Date() })
        .where(
          and(
            eq(paymentMethods.providerPaymentMethodId, event.paymentMethodId),
            isNull(paymentMethods.removedAt),
            newer,
          ),
        )
        .returning();
      if (!row) return "ignored";
      await recordEvent({
        ctx: tx,
        type: "payment_method.removed",
        employerId: row.employerId,
        employeeId: row.employeeId,
        data: { employeeId: row.employeeId, paymentMethodId: row.id },
      });
      await refreshRequirementsProjection({ ctx: tx, employeeId: row.employeeId });
      return "applied";
    }
    return "ignored";
  });
}
