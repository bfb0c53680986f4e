import { methods } from "@/lib/api/methods";
import { ssoRedirect } from "@/lib/api/sso-redirect";
import { parseQuery } from "@/lib/api/query";
import { ssoStartAllowed } from "@/lib/throttles/sso-start-throttle";
import { withPublic } from "@/lib/api/with-public";
import { ssoAttemptCookie } from "@/lib/auth/sso-attempt";
import { AppError } from "@/lib/errors/app-error";
import { ssoStartQuerySchema } from "@/lib/schemas/admin";
import { findSsoEmployer } from "@/lib/services/hr-sso/find-sso-employer";
import { SsoSignInError } from "@/lib/services/hr-sso/sso-sign-in";
import { startSsoSignIn } from "@/lib/services/hr-sso/start-sso-sign-in";

// Single sign-on, first leg: a browser navigation from the sign-in page, answered by a redirect to
// the employer's identity provider with the attempt sealed into this browser's cookie, or back to
// the sign-in page saying why not (throttled too: a page, not a problem document, for a browser).
const handleGET = withPublic(async ({ request, ctx }) => {
  if (!(await ssoStartAllowed({ address: ctx.origin?.ipAddress ?? null }))) return back("sso_throttled");
  let email: string;
  try {
    ({ email } = parseQuery(request, ssoStartQuerySchema));
  } catch (error) {
    if (error instanceof AppError) return back("sso_not_configured");
    throw error;
  }
  try {
    const sso = await findSsoEmployer({ ctx, email });
    if (!(await ssoStartAllowed({ employerId: sso.employerId }))) return back("sso_throttled");
    const { url, attempt } = await startSsoSignIn({ sso, email });
    return ssoRedirect(url, await ssoAttemptCookie(attempt));
  } catch (error) {
    if (error instanceof SsoSignInError) return back(error.refusal);
    throw error;
  }
});

const back = (refusal: string) => ssoRedirect(`/admin/sign-in?sso_error=${refusal}`);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
