import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeIdentityCheckAccepted } from "@/lib/api/serializers/identity";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { initiateVerification } from "@/lib/services/identity/initiate-verification";

// No body (docs/identity-verification.md). 202: the check is queued; the outcome arrives by webhook.
const handlePOST = withPartnerOrEmployee<{ employerId: string; employeeId: string }>(
  async ({ ctx, params, apiVersion }) => {
    const check = await initiateVerification({ ctx, employeeId: params.employeeId });
    return json(serializeIdentityCheckAccepted(params.employeeId, check, apiVersion), { status: 202 });
  },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
