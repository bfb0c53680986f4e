import { and, eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { paymentMethods, type PaymentMethodRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { describePaymentMethod } from "@/lib/domain/cards/payment-method-display";
import { validationFailed } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import { getPaymentsProvider } from "@/lib/providers/payments";
import { recordEvent } from "@/lib/events/record-event";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";

import { refuseRepaymentUnderStop } from "./refuse-repayment-under-stop";

const SETUP_INTENT_ID = /^seti_[A-Za-z0-9]{1,64}$/;

const invalid = (code: "setup_intent_invalid" | "setup_intent_not_succeeded", extra?: string) =>
  validationFailed([{ path: "/setupIntentId", code, message: FIELD_ERROR_CODES[code] }], extra);

/**
 * Attaches the payment method of a completed SetupIntent (step 4, docs/payments-and-cards.md). The SetupIntent must
 * belong to this employee's customer and have succeeded — or be a bank account waiting for
 * microdeposits, attached as Pending until Stripe reports the outcome. Attaching the same
 * SetupIntent again returns the same payment method. A new one is refused while a hard stop holds,
 * as its SetupIntent is (refuse-repayment-under-stop.ts): one made before a decline is not attached after it.
 */
export async function attachPaymentMethod({
  ctx,
  employeeId,
  setupIntentId,
}: EmployeeRequest & { setupIntentId: string }): Promise<PaymentMethodRow> {
  const { employerId } = ctx;
  if (!SETUP_INTENT_ID.test(setupIntentId)) throw invalid("setup_intent_invalid");
  const employee = await getEmployeeOrThrow({ ctx, employeeId });
  const existing = await findBySetupIntent(ctx.db, setupIntentId);
  if (existing) {
    // Another employee's SetupIntent reads as unknown: ids of other people are not confirmed.
    if (existing.employeeId !== employeeId) throw invalid("setup_intent_invalid");
    return existing;
  }
  await refuseRepaymentUnderStop({ ctx, employee });
  const provider = getPaymentsProvider();
  const intent = await provider.retrieveSetupIntent(setupIntentId);
  if (!intent || !employee.paymentCustomerId || intent.customerId !== employee.paymentCustomerId)
    throw invalid("setup_intent_invalid");
  const usable = intent.status === "succeeded" || intent.awaitingVerification;
  if (!usable || !intent.paymentMethod) {
    throw invalid(
      "setup_intent_not_succeeded",
      `The SetupIntent is ${intent.status}; confirm it with the client SDK, then send its id.`,
    );
  }
  const shown = describePaymentMethod(intent.paymentMethod);
  return inTransaction(ctx, async (tx) => {
    const [inserted] = await tx.db
      .insert(paymentMethods)
      .values({
        employerId,
        employeeId,
        provider: provider.name,
        providerPaymentMethodId: intent.paymentMethod!.id,
        setupIntentId,
        type: shown.type,
        name: shown.name,
        description: shown.description,
        lastFour: shown.lastFour,
        expMonth: shown.expiration?.month ?? null,
        expYear: shown.expiration?.year ?? null,
        status: intent.status === "succeeded" ? "Verified" : "Pending",
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return (await findBySetupIntent(tx.db, setupIntentId))!;
    await recordEvent({
      ctx: tx,
      type: "payment_method.attached",
      employerId,
      employeeId,
      data: { employeeId, paymentMethodId: inserted.id, type: inserted.type, status: inserted.status },
    });
    await refreshRequirementsProjection({ ctx: tx, employeeId });
    return inserted;
  });
}

async function findBySetupIntent(db: Queryable, setupIntentId: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.setupIntentId, setupIntentId)));
  return row;
}
