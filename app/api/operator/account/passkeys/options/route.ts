import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withOperator } from "@/lib/api/with-operator";
import { passkeyRegistrationStart } from "@/lib/services/accounts/passkey-registration-start";

// Options to register a passkey for the signed-in operator (also while enrolment is owed).
const handlePOST = withOperator(async ({ ctx }) => json(await passkeyRegistrationStart({ ctx })), {
  stages: ["active", "enrol"],
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
