import { publicBaseUrl } from "@/lib/api/base-url";
import { publicContext } from "@/lib/api/with-public";
import { createSessionCookie } from "@/lib/auth/session";
import { consumeSignInToken } from "@/lib/services/portal/sign-in-links";

// Opening an invite or e-mailed link signs the employee in and leads to the portal. A used or
// expired link leads to the sign-in page, which can send a fresh one. Not wrapped in runRoute: its
// request log line would carry the token in the path.
export async function GET(request: Request, context: { params: Promise<{ token: string }> }) {
  const { token } = await context.params;
  const base = publicBaseUrl(request);
  const employee = await consumeSignInToken({ ctx: await publicContext(), token });
  if (!employee) return Response.redirect(`${base}/sign-in?error=link_invalid`, 303);
  const { cookie } = await createSessionCookie({ kind: "employee", employeeId: employee.id, employerId: employee.employerId });
  return new Response(null, {
    status: 303,
    headers: { location: `${base}/onboarding`, "set-cookie": cookie, "cache-control": "no-store", "referrer-policy": "no-referrer" },
  });
}
