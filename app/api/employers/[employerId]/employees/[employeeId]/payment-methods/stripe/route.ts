import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializePaymentMethod } from "@/lib/api/serializers/payment-method";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { attachPaymentMethodSchema } from "@/lib/schemas/payment-method";
import { attachPaymentMethod } from "@/lib/services/payment-methods/attach-payment-method";

// Step 4 (docs/payments-and-cards.md): the id of the SetupIntent the SDK confirmed.
const handlePOST = withPartnerOrEmployee<{ employerId: string; employeeId: string }>(
  async ({ request, ctx, params, body }) => {
    assertContentType(request);
    const { setupIntentId } = parseBody(body, attachPaymentMethodSchema);
    const method = await attachPaymentMethod({ ctx, employeeId: params.employeeId, setupIntentId });
    return json(serializePaymentMethod(method));
  },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
