import { methods } from "@/lib/api/methods";
import { withPublic } from "@/lib/api/with-public";
import { createSessionCookie } from "@/lib/auth/session";
import { clearSsoAttemptCookie, readSsoAttempt } from "@/lib/auth/sso-attempt";
import { nextSignInStep, recordSignInFailure, startAdminSession } from "@/lib/services/admin/sign-in-admin";
import { completeSsoSignIn, SsoSignInError } from "@/lib/services/hr-sso/sso-sign-in";

// Single sign-on, second leg: the provider sends the person back here with a code and the state,
// to the browser holding the attempt's cookie (cleared by every answer: an attempt is answered
// once). Signed in, they land in the HR area; refused, on the sign-in page with the reason.
const handleGET = withPublic(async ({ request, ctx }) => {
  let admin;
  try {
    admin = await completeSsoSignIn({
      ctx,
      query: new URL(request.url).search.slice(1),
      attempt: await readSsoAttempt(request.headers.get("cookie")),
    });
  } catch (error) {
    if (error instanceof SsoSignInError) return back(`/admin/sign-in?sso_error=${error.refusal}`);
    throw error;
  }
  const { cookie, session } = await createSessionCookie({
    kind: "admin",
    adminId: admin.id,
    employerId: admin.employerId,
    version: admin.sessionVersion,
  });
  const next = await nextSignInStep({ ctx, admin, signedInWith: "sso" });
  if (next.kind !== "signed_in") {
    await recordSignInFailure({ ctx, admin, reason: "factor" });
    return back("/admin/sign-in?sso_error=sso_failed");
  }
  await startAdminSession({ ctx, admin, session, method: "sso", stage: "active" });
  return { response: back("/admin", cookie), logFields: { adminId: admin.id } };
});

function back(location: string, sessionCookie?: string): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  headers.append("set-cookie", clearSsoAttemptCookie());
  if (sessionCookie) headers.append("set-cookie", sessionCookie);
  return new Response(null, { status: 302, headers });
}

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
