import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { withPublic } from "@/lib/api/with-public";
import { AppError } from "@/lib/errors/app-error";
import { ssoStartQuerySchema } from "@/lib/schemas/admin";
import { SsoSignInError, startSsoSignIn } from "@/lib/services/hr-sso/sso-sign-in";

// Single sign-on, first leg: a browser navigation from the sign-in page, answered by a redirect to
// the employer's identity provider, or back to the sign-in page saying why not.
const handleGET = withPublic(async ({ request, ctx }) => {
  let email: string;
  try {
    ({ email } = parseQuery(request, ssoStartQuerySchema));
  } catch (error) {
    if (error instanceof AppError) return back("sso_not_configured");
    throw error;
  }
  try {
    return redirect(await startSsoSignIn({ ctx, email }));
  } catch (error) {
    if (error instanceof SsoSignInError) return back(error.refusal);
    throw error;
  }
});

const redirect = (location: string) =>
  new Response(null, { status: 302, headers: { location, "cache-control": "no-store" } });
const back = (refusal: string) => redirect(`/admin/sign-in?sso_error=${refusal}`);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
