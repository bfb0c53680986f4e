import { methods } from "@/lib/api/methods";
import { ssoBounce, ssoRedirect } from "@/lib/api/sso-redirect";
import { withPublic } from "@/lib/api/with-public";
import { clearOperatorSsoAttemptCookie, readOperatorSsoAttempt } from "@/lib/auth/sso-attempt";
import { SsoSignInError } from "@/lib/services/hr-sso/sso-sign-in";
import { completeOperatorSso } from "@/lib/services/operators/complete-operator-sso";
import { beginOperatorSession } from "@/lib/services/operators/operator-sessions";
import { ssoStartAllowed } from "@/lib/throttles/sso-start-throttle";

// An operator's single sign-on, second leg: the provider sends them back here with a code and the
// state, to the browser holding the attempt's cookie (cleared by every answer). The provider stands
// for the password only: the operator lands on the sign-in page's factor step (or the enrolment,
// without a factor yet), never in the console. Refused, on the sign-in page with the reason.
const handleGET = withPublic(async ({ request, ctx }) => {
  const attempt = await readOperatorSsoAttempt(request.headers.get("cookie"));
  // Without an attempt of ours the refusal is written to the platform's trail: counted as a start
  // from this address, so nobody can write there without limit.
  if (!attempt && !(await ssoStartAllowed({ address: ctx.origin?.ipAddress ?? null })))
    return back("/operator/sign-in?sso_error=sso_throttled");
  let operator;
  try {
    operator = await completeOperatorSso({ ctx, query: new URL(request.url).search.slice(1), attempt });
  } catch (error) {
    if (error instanceof SsoSignInError) return back(`/operator/sign-in?sso_error=${error.refusal}`);
    throw error;
  }
  const { cookie, next } = await beginOperatorSession({ ctx, operator, method: "sso" });
  const location =
    next.kind === "enrol" ? "/operator/enrol" : next.kind === "signed_in" ? "/operator" : "/operator/sign-in";
  // The console's cookie is SameSite=Strict: a redirect would not carry it (lib/api/sso-redirect.ts).
  return {
    response: ssoBounce(location, clearOperatorSsoAttemptCookie(), cookie),
    logFields: { operatorId: operator.id },
  };
});

/** Every answer removes the attempt's cookie: an attempt is answered once. */
const back = (location: string) => ssoRedirect(location, clearOperatorSsoAttemptCookie());

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
