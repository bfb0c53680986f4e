import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import type { PublishableKeyResponse } from "@/lib/schemas/responses/payment-method";
import { getPublishableKey } from "@/lib/services/payment-methods/get-publishable-key";

// Step 1 of the SDK flow (docs/payments-and-cards.md): the public key for Stripe.js / the mobile payment sheet.
const handleGET = withPartnerOrEmployee<{ employerId: string; employeeId: string }>(async ({ ctx, params }) => {
  return json((await getPublishableKey({ ctx, employeeId: params.employeeId })) satisfies PublishableKeyResponse);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
