import { and, eq, isNull, lt, ne, or } from "drizzle-orm";

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
    const change = paymentMethodChange(event, happenedAt);
    if (!change) return "ignored";
    const newer = or(isNull(paymentMethods.providerUpdatedAt), lt(paymentMethods.providerUpdatedAt, happenedAt));
    const [row] = await tx.db
      .update(paymentMethods)
      .set({ ...change.set, providerUpdatedAt: happenedAt, updatedAt: new Date() })
      .where(and(change.method, newer))
      .returning();
    if (!row) return "ignored";
    await recordEvent({
      ctx: tx,
      type: change.eventType,
      employerId: row.employerId,
      employeeId: row.employeeId,
      data: { employeeId: row.employeeId, paymentMethodId: row.id, ...change.data },
    });
    await refreshRequirementsProjection({ ctx: tx, employeeId: row.employeeId });
    return "applied";
  });
}

/** What an event does to the payment method it names (by its setup intent or its Stripe id); undefined when nothing. */
function paymentMethodChange(event: StripeEventInput, happenedAt: Date) {
  const status = STATUS_FOR[event.type];
  // Only a change of status is news: a card saved as Verified whose setup intent then reports
  // success changes nothing, records no event and e-mails nobody.
  if (status && event.setupIntentId)
    return {
      set: { status },
      method: and(eq(paymentMethods.setupIntentId, event.setupIntentId), ne(paymentMethods.status, status)),
      eventType: "payment_method.updated",
      data: { status },
    };
  if (event.type === "payment_method.detached" && event.paymentMethodId)
    return {
      set: { removedAt: happenedAt },
      method: and(eq(paymentMethods.providerPaymentMethodId, event.paymentMethodId), isNull(paymentMethods.removedAt)),
      eventType: "payment_method.removed",
      data: {},
    };
  return undefined;
}
