import type { OnboardingStatusResponse } from "@/lib/schemas/responses/onboarding";
import type { getOnboardingStatus } from "@/lib/services/onboarding/get-onboarding-status";

/** GET …/onboarding/status's body: the 12 requirements with a summary (the portal's pages render it too). */
export function serializeOnboardingStatus(
  status: Awaited<ReturnType<typeof getOnboardingStatus>>,
): OnboardingStatusResponse {
  return {
    object: "onboarding_status",
    employeeId: status.employeeId,
    complete: status.complete,
    evaluatedAt: status.evaluatedAt.toISOString(),
    summary: { fulfilled: status.requirements.filter((r) => r.fulfilled).length, total: status.requirements.length },
    requirements: status.requirements,
  };
}
