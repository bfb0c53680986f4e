import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { getPaymentsProvider } from "@/lib/providers/payments";
import type { PublishableKeyResponse } from "@/lib/schemas/responses/payment-method";
import { getEmployeeOrThrow } from "@/lib/services/employees/get-employee-or-throw";

// Step 1 of the SDK flow (spec 4.1): the public key for Stripe.js / the mobile payment sheet.
const handleGET = withPartnerOrEmployee<{ employerId: string; employeeId: string }>(async ({ ctx, params }) => {
  await getEmployeeOrThrow(ctx.db, params);
  return json({ publishableKey: getPaymentsProvider().publishableKey } satisfies PublishableKeyResponse);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
