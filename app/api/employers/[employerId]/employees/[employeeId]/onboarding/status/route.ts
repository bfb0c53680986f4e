import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import type { OnboardingStatusResponse } from "@/lib/schemas/responses/onboarding";
import { getOnboardingStatus } from "@/lib/services/onboarding/get-onboarding-status";
import { versionAdding } from "@/lib/versions";

type Params = { employerId: string; employeeId: string };

const handleGET = withPartnerOrEmployee<Params>(
  async ({ ctx, params }) => {
    const status = await getOnboardingStatus({ ctx, employeeId: params.employeeId });
    return json({
      object: "onboarding_status",
      employeeId: status.employeeId,
      complete: status.complete,
      evaluatedAt: status.evaluatedAt.toISOString(),
      summary: { fulfilled: status.requirements.filter((r) => r.fulfilled).length, total: status.requirements.length },
      requirements: status.requirements,
    } satisfies OnboardingStatusResponse);
  },
  { minimumVersion: versionAdding("getOnboardingStatus") },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
