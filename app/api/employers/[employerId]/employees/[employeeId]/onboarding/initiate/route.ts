import { AppError } from "@/lib/errors/app-error";
import { methods } from "@/lib/api/methods";
import { withPartner } from "@/lib/api/with-partner";

// The contract deprecates this endpoint: enrolment is enrollInNewOnboarding at creation. It answers
// 410 with the way forward instead of a bare 404, so old integrations learn what to change.
const handlePOST = withPartner(async () => {
  throw new AppError(
    "endpoint_removed",
    "POST …/onboarding/initiate was removed. Create the employee with enrollInNewOnboarding: true (or PATCH /enrollInNewOnboarding) and read GET …/onboarding/status.",
  );
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
