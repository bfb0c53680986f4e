import type { PaymentMethodRow } from "@/db/schema";
import type { PaymentMethodResponse } from "@/lib/schemas/responses/payment-method";

/** PaymentMethodResponse exactly as the contract has it (docs/payments-and-cards.md) (integer id), plus `createdAt`. */
export function serializePaymentMethod(row: PaymentMethodRow): PaymentMethodResponse {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    lastFour: row.lastFour,
    expiration: row.expMonth !== null && row.expYear !== null ? { month: row.expMonth, year: row.expYear } : null,
    paymentMethodStatus: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
