import { methods } from "@/lib/api/methods";
import { ssoRedirect } from "@/lib/api/sso-redirect";
import { ssoStartAllowed } from "@/lib/throttles/sso-start-throttle";
import { withPublic } from "@/lib/api/with-public";
import { clearSsoAttemptCookie, readSsoAttempt } from "@/lib/auth/sso-attempt";
import { beginAdminSession } from "@/lib/services/admin/begin-admin-session";
import { beginSsoLinkProof } from "@/lib/services/admin/begin-sso-link-proof";
import { completeSsoSignIn } from "@/lib/services/hr-sso/complete-sso-sign-in";
import { SsoSignInError } from "@/lib/services/hr-sso/sso-sign-in";

// Single sign-on, second leg: the provider sends the person back here with a code and the state,
// to the browser holding the attempt's cookie (cleared by every answer: an attempt is answered
// once). Signed in, they land in the HR area; owing a proof to link an existing account, on the
// sign-in page's confirm step; refused, on the sign-in page with the reason.
const handleGET = withPublic(async ({ request, ctx }) => {
  const attempt = await readSsoAttempt(request.headers.get("cookie"));
  // Without an attempt of ours the refusal is written to the platform's trail: counted as a start
  // from this address, so nobody can write there without limit.
  if (!attempt && !(await ssoStartAllowed({ address: ctx.origin?.ipAddress ?? null })))
    return back("/admin/sign-in?sso_error=sso_throttled");
  let outcome;
  try {
    outcome = await completeSsoSignIn({ ctx, query: new URL(request.url).search.slice(1), attempt });
  } catch (error) {
    if (error instanceof SsoSignInError) return back(`/admin/sign-in?sso_error=${error.refusal}`);
    throw error;
  }
  const { admin } = outcome;
  // An existing account this identity is not linked to yet: the sign-in page asks for the
  // person's factor (or password), which signs them in and makes the link.
  if (outcome.kind === "prove_to_link") {
    const { cookie } = await beginSsoLinkProof({ ctx, admin, identity: outcome.identity });
    return { response: back("/admin/sign-in?sso_link=confirm", cookie), logFields: { adminId: admin.id } };
  }
  const begun = await beginAdminSession({ ctx, admin, method: "sso", complete: true });
  if (!begun) return back("/admin/sign-in?sso_error=sso_failed");
  return { response: back("/admin", begun.cookie), logFields: { adminId: admin.id } };
});

/** Every answer removes the attempt's cookie: an attempt is answered once. */
const back = (location: string, sessionCookie?: string) =>
  ssoRedirect(location, clearSsoAttemptCookie(), sessionCookie);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
