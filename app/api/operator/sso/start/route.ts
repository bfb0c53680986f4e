import { methods } from "@/lib/api/methods";
import { ssoRedirect } from "@/lib/api/sso-redirect";
import { parseQuery } from "@/lib/api/query";
import { withPublic } from "@/lib/api/with-public";
import { operatorSsoAttemptCookie } from "@/lib/auth/sso-attempt";
import { AppError } from "@/lib/errors/app-error";
import { ssoStartQuerySchema } from "@/lib/schemas/admin";
import { SsoSignInError } from "@/lib/services/hr-sso/sso-sign-in";
import { startOperatorSso } from "@/lib/services/operators/start-operator-sso";
import { ssoStartAllowed } from "@/lib/throttles/sso-start-throttle";

// An operator's single sign-on, first leg: a browser navigation from the console's sign-in page,
// answered by a redirect to the program's identity provider with the attempt sealed into this
// browser's cookie, or back to the sign-in page saying why not. Throttled per address, as HR's.
const handleGET = withPublic(async ({ request, ctx }) => {
  if (!(await ssoStartAllowed({ address: ctx.origin?.ipAddress ?? null }))) return back("sso_throttled");
  let email: string;
  try {
    ({ email } = parseQuery(request, ssoStartQuerySchema));
  } catch (error) {
    if (error instanceof AppError) return back("sso_domain_not_allowed");
    throw error;
  }
  try {
    const { url, attempt } = await startOperatorSso({ email });
    return ssoRedirect(url, await operatorSsoAttemptCookie(attempt));
  } catch (error) {
    if (error instanceof SsoSignInError) return back(error.refusal);
    throw error;
  }
});

const back = (refusal: string) => ssoRedirect(`/operator/sign-in?sso_error=${refusal}`);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
