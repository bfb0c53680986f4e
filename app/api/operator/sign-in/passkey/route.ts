import { signInAnswer } from "@/lib/api/admin-sign-in";
import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { operatorPasskeyChallengeCookie, withCookies } from "@/lib/api/operator-sign-in";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { clearSealedCookie, readSealedCookie } from "@/lib/auth/sealed-cookie";
import { passkeySignInSchema } from "@/lib/schemas/admin";
import { beginOperatorSession } from "@/lib/services/operators/operator-sessions";
import { signInOperatorWithPasskey } from "@/lib/services/operators/sign-in-operator-with-passkey";
import { throttleAdminSignIn } from "@/lib/throttles/sign-in-throttle";

// An operator's sign-in with a passkey alone (it is both factors). Throttled per address like
// password sign-ins: there is no account to count against until the passkey is verified.
const handlePOST = withPublic(async ({ request, ctx }) => {
  assertContentType(request);
  const { response } = parseBody(await readBodyText(request, 16_384), passkeySignInSchema);
  const address = ctx.origin?.ipAddress ?? null;
  const expectedChallenge = (
    await readSealedCookie<{ challenge: string }>(request.headers.get("cookie"), operatorPasskeyChallengeCookie)
  )?.challenge;
  const operator = await throttleAdminSignIn(
    { email: `passkey@${address ?? "unknown"}`, address, realm: "operator" },
    () => signInOperatorWithPasskey({ ctx, response, expectedChallenge }),
  );
  const { cookie, session, next } = await beginOperatorSession({ ctx, operator, method: "passkey" });
  return {
    response: withCookies(json(signInAnswer(next, session.csrfToken)), [
      cookie,
      clearSealedCookie(operatorPasskeyChallengeCookie),
    ]),
    logFields: { operatorId: operator.id },
  };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
