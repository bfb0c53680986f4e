import { passkeyChallengeCookie, signInAnswer } from "@/lib/api/admin-sign-in";
import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { throttleAdminSignIn } from "@/lib/throttles/sign-in-throttle";
import { withPublic } from "@/lib/api/with-public";
import { clearSealedCookie, readSealedCookie } from "@/lib/auth/sealed-cookie";
import { passkeySignInSchema } from "@/lib/schemas/admin";
import { beginAdminSession } from "@/lib/services/admin/begin-admin-session";
import { signInWithPasskey } from "@/lib/services/admin/sign-in-with-passkey";

/** A response with several Set-Cookie headers (a Record of headers holds one). */
function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}

// A sign-in with a passkey alone. Throttled per address like password sign-ins (there is no account
// to count against until the passkey is verified).
const handlePOST = withPublic(async ({ request, ctx }) => {
  assertContentType(request);
  const { response } = parseBody(await readBodyText(request, 16_384), passkeySignInSchema);
  const address = ctx.origin?.ipAddress ?? null;
  // The challenge this browser was given (options): spent once the passkey's answer verifies.
  const expectedChallenge = (
    await readSealedCookie<{ challenge: string }>(request.headers.get("cookie"), passkeyChallengeCookie)
  )?.challenge;
  const admin = await throttleAdminSignIn({ email: `passkey@${address ?? "unknown"}`, address }, () =>
    signInWithPasskey({ ctx, response, expectedChallenge }),
  );
  const { cookie, session, next } = await beginAdminSession({ ctx, admin, method: "passkey", factor: true });
  return {
    response: withCookies(json(signInAnswer(next, session.csrfToken)), [
      cookie,
      clearSealedCookie(passkeyChallengeCookie),
    ]),
    logFields: { adminId: admin.id },
  };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
