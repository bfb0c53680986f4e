import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import type { ClientSecretResponse } from "@/lib/schemas/responses/payment-method";
import { createSetupIntent } from "@/lib/services/payment-methods/create-setup-intent";

// Step 2 (docs/payments-and-cards.md): a fresh SetupIntent for saving a method without a charge. The contract makes this
// a GET; each call creates a new SetupIntent, which is harmless (unconfirmed ones simply expire).
const handleGET = withPartnerOrEmployee<{ employerId: string; employeeId: string }>(async ({ ctx, params }) => {
  return json((await createSetupIntent({ ctx, employeeId: params.employeeId })) satisfies ClientSecretResponse);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
