import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeIdentityVerification } from "@/lib/api/serializers/identity";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { getVerification } from "@/lib/services/identity/get-verification";

const handleGET = withPartnerOrEmployee<{ employerId: string; employeeId: string }>(
  async ({ ctx, params, apiVersion }) => {
    const { employee, checks } = await getVerification({ ctx, employeeId: params.employeeId });
    return json(serializeIdentityVerification(employee, checks, apiVersion));
  },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
