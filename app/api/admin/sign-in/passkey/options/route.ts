import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { passkeyAuthenticationStart } from "@/lib/services/hr-factors/second-factors";

// Options for a sign-in with a passkey alone: any of ours the browser holds (no e-mail asked).
const handlePOST = withPublic(async ({ ctx }) =>
  json(await passkeyAuthenticationStart({ ctx, adminId: null, purpose: "sign_in" })),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
