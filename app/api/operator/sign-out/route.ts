import { assertCsrf } from "@/lib/api/cookie-session";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { clearOperatorSessionCookie, readOperatorSession } from "@/lib/auth/session";
import { signOutOperatorSession } from "@/lib/services/operators/sign-out-operator";

// Sign-out: CSRF-checked, it ends this session on the server and clears the operator's cookie.
// Without a session it only clears the cookie.
const handlePOST = withPublic(async ({ request, ctx }) => {
  const session = await readOperatorSession(request);
  if (session) {
    assertCsrf(request, session);
    await signOutOperatorSession({ ctx, session });
  }
  return json({ signedOut: true }, { headers: { "set-cookie": clearOperatorSessionCookie() } });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
