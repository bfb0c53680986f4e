import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withOperator } from "@/lib/api/with-operator";
import { passkeyAuthenticationStart } from "@/lib/services/accounts/passkey-authentication-start";

// Options for a passkey as the operator's second factor after a password: their own passkeys.
const handlePOST = withOperator(async ({ ctx }) => json(await passkeyAuthenticationStart({ ctx })), {
  stages: ["second_factor"],
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
