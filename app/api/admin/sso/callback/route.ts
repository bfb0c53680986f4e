import { methods } from "@/lib/api/methods";
import { withPublic } from "@/lib/api/with-public";
import { createSessionCookie } from "@/lib/auth/session";
import { nextSignInStep, recordSignInFailure, startAdminSession } from "@/lib/services/admin/sign-in-admin";
import { completeSsoSignIn, SsoSignInError } from "@/lib/services/hr-sso/sso-sign-in";

// Single sign-on, second leg: the provider sends the person back here with a code and the state.
// Signed in, they land in the HR area; refused, on the sign-in page with the reason.
const handleGET = withPublic(async ({ request, ctx }) => {
  let admin;
  try {
    admin = await completeSsoSignIn({ ctx, query: new URL(request.url).search.slice(1) });
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
  return {
    response: new Response(null, {
      status: 302,
      headers: { location: "/admin", "set-cookie": cookie, "cache-control": "no-store" },
    }),
    logFields: { adminId: admin.id },
  };
});

const back = (location: string) =>
  new Response(null, { status: 302, headers: { location, "cache-control": "no-store" } });

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
