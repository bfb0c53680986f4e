import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { passkeyAuthenticationStart } from "@/lib/services/accounts/passkey-authentication-start";

// Options for a passkey as step-up: the person's own passkeys.
const handlePOST = withAdmin(async ({ ctx }) => json(await passkeyAuthenticationStart({ ctx })));

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
