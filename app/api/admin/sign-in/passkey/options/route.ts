import { passkeyChallengeCookie } from "@/lib/api/admin-sign-in";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { throttlePublicCall } from "@/lib/throttles/sign-in-throttle";
import { passkeyOptionsThrottle } from "@/lib/throttles/throttles";
import { withPublic } from "@/lib/api/with-public";
import { setSealedCookie } from "@/lib/auth/sealed-cookie";
import { passkeySignInOptions } from "@/lib/services/accounts/passkey-sign-in-options";

// Options for a sign-in with a passkey alone: any of ours the browser holds (no e-mail asked).
// Throttled per address; the challenge is kept in this browser's sealed cookie, not in the database.
const handlePOST = withPublic(async ({ ctx }) => {
  await throttlePublicCall(passkeyOptionsThrottle(), ctx.origin?.ipAddress ?? null);
  const { options, challenge } = await passkeySignInOptions({ realm: "hr" });
  return json(options, { headers: { "set-cookie": await setSealedCookie(passkeyChallengeCookie, { challenge }) } });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
