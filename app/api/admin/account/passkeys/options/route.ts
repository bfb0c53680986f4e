import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { passkeyRegistrationStart } from "@/lib/services/accounts/passkey-registration-start";

// Options to create a passkey for the signed-in person (also while enrolment is owed).
const handlePOST = withAdmin(async ({ ctx }) => json(await passkeyRegistrationStart({ ctx })), {
  stages: ["active", "enrol"],
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
