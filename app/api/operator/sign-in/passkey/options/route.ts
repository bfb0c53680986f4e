import { methods } from "@/lib/api/methods";
import { operatorPasskeyChallengeCookie } from "@/lib/api/operator-sign-in";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { setSealedCookie } from "@/lib/auth/sealed-cookie";
import { passkeySignInOptions } from "@/lib/services/accounts/passkey-sign-in-options";
import { throttlePublicCall } from "@/lib/throttles/sign-in-throttle";
import { passkeyOptionsThrottle } from "@/lib/throttles/throttles";

// Options for an operator's sign-in with a passkey alone. Throttled per address; the challenge is
// kept in this browser's sealed cookie, not in the database.
const handlePOST = withPublic(async ({ ctx }) => {
  await throttlePublicCall(passkeyOptionsThrottle(), ctx.origin?.ipAddress ?? null);
  const { options, challenge } = await passkeySignInOptions({ realm: "operator" });
  return json(options, {
    headers: { "set-cookie": await setSealedCookie(operatorPasskeyChallengeCookie, { challenge }) },
  });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
