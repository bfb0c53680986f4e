import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { serializeOnboardingStatus } from "@/lib/api/serializers/onboarding-status";
import { getOnboardingStatus } from "@/lib/services/onboarding/get-onboarding-status";
import { versionAdding } from "@/lib/versions";

type Params = { employerId: string; employeeId: string };

const handleGET = withPartnerOrEmployee<Params>(
  async ({ ctx, params }) => {
    const status = await getOnboardingStatus({ ctx, employeeId: params.employeeId });
    return json(serializeOnboardingStatus(status));
  },
  { minimumVersion: versionAdding("getOnboardingStatus") },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
