import { AppError } from "@/lib/errors/app-error";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializePaymentMethod } from "@/lib/api/serializers/payment-method";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import type { RemovedPaymentMethodResponse } from "@/lib/schemas/responses/payment-method";
import { removePaymentMethod } from "@/lib/services/payment-methods/remove-payment-method";

type Params = { employerId: string; employeeId: string; paymentMethodId: string };

const handleDELETE = withPartnerOrEmployee<Params>(async ({ ctx, params }) => {
  const id = Number(params.paymentMethodId);
  if (!/^\d{1,10}$/.test(params.paymentMethodId) || !Number.isSafeInteger(id)) {
    throw new AppError("payment_method_not_found", "No payment method with this id for the employee.");
  }
  const removed = await removePaymentMethod({ ctx, employeeId: params.employeeId, paymentMethodId: id });
  return json({ ...serializePaymentMethod(removed), removed: true } satisfies RemovedPaymentMethodResponse);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ DELETE: handleDELETE });
