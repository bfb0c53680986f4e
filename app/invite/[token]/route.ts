import { requestLanguage } from "@/lib/api/request-language";
import { publicContext } from "@/lib/api/with-public";
import { createSessionCookie } from "@/lib/auth/session";
import { isEmailPage } from "@/lib/domain/onboarding/notifications";
import { failureReason } from "@/lib/errors/failure-reason";
import { logger } from "@/lib/logger";
import { landingPath } from "@/lib/portal/tasks";
import { employeeContext, type EmployerContext } from "@/lib/services/context";
import { rememberLanguage } from "@/lib/services/notifications/remember-language";
import { loadPortalTasks } from "@/lib/services/portal/load-portal-tasks";
import { consumeSignInToken, refreshUrlOf } from "@/lib/services/sign-in-links/sign-in-links";

// Opening an invite or e-mailed link signs the employee in and leads to where they are needed: the
// card page once there is a card, else the task list (lib/portal/tasks.ts landingPath); a link in
// an e-mail about a step leads to that step (its stored landing, one of the portal's pages). A used or
// expired link leads to the partner's refresh URL when its invite gave one, else to the sign-in page,
// which can send a fresh one. Not wrapped in runRoute: its
// request log line would carry the token in the path. The redirects are relative: they stay on the
// origin the link was opened on and never depend on a request header.
const redirect = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, {
    status: 303,
    headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer", ...headers },
  });

export async function GET(request: Request, context: { params: Promise<{ token: string }> }) {
  const { token } = await context.params;
  const ctx = await publicContext();
  const signedIn = await consumeSignInToken({ ctx, token });
  // A dead partner invite goes back to the partner's app for a fresh link, when it said where.
  if (!signedIn) return redirect((await refreshUrlOf({ ctx, token })) ?? "/sign-in?error=link_invalid");
  const { employee } = signedIn;
  // The e-mails we send later go in the language the person opened the portal in.
  await rememberLanguage({
    ctx,
    employeeId: employee.id,
    employerId: employee.employerId,
    language: requestLanguage(request),
  });
  const { cookie } = await createSessionCookie({
    kind: "employee",
    employeeId: employee.id,
    employerId: employee.employerId,
    version: employee.sessionVersion,
  });
  const to =
    signedIn.landing && isEmailPage(signedIn.landing)
      ? signedIn.landing
      : await landing(employeeContext(ctx.db, { employeeId: employee.id, employerId: employee.employerId }));
  return redirect(to, { "set-cookie": cookie });
}

/** Where the person is needed (lib/portal/tasks.ts landingPath); the task list if that cannot be read. */
async function landing(ctx: EmployerContext): Promise<string> {
  try {
    if (ctx.actor.type !== "employee") return "/onboarding";
    return landingPath(await loadPortalTasks({ ctx, employeeId: ctx.actor.employeeId }));
  } catch (error) {
    logger.warn({ reason: failureReason(error) }, "sign-in landing fell back to the task list");
    return "/onboarding";
  }
}
