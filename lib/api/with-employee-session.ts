import { getDb } from "@/db/client";
import type { EmployeeSession } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";
import { anonymousContext, employeeContext, type EmployerContext } from "@/lib/services/context";
import { rememberLanguage } from "@/lib/services/notifications/remember-language";
import { markEmployeeActive } from "@/lib/services/sessions/mark-employee-active";
import { requireEmployee } from "@/lib/services/sessions/require-employee";

import { isWrite, requireCookieSession } from "./cookie-session";
import { requestOrigin } from "./origin";
import { requestLanguage } from "./request-language";
import { resolveParams, runRoute, type RouteHandler } from "./route-handler";

const SIGN_IN = "Sign in with the link from your invitation or e-mail.";

/** Portal routes of the employee's own session (not the partner API's): CSRF-checked on writes. */
export function withEmployeeSession<P extends Record<string, string> = Record<string, string>>(
  handler: (args: { request: Request; params: P; ctx: EmployerContext; session: EmployeeSession }) => Promise<Response>,
): RouteHandler<P> {
  return (request, context) =>
    runRoute(request, async (requestId) => {
      const db = await getDb();
      const session = await requireEmployee({
        ctx: anonymousContext(db),
        session: await requireCookieSession(request, "employee", SIGN_IN),
      });
      if (!session) throw new AppError("unauthorized", SIGN_IN);
      const ctx = employeeContext(db, session, requestOrigin(request, requestId));
      if (isWrite(request)) {
        await markEmployeeActive({ ctx, employeeId: session.employeeId });
        // The e-mails we send later go in the language the person uses here.
        await rememberLanguage({
          ctx,
          employeeId: session.employeeId,
          employerId: session.employerId,
          language: requestLanguage(request),
        });
      }
      const response = await handler({ request, params: await resolveParams(context), ctx, session });
      return { response, logFields: { employeeId: session.employeeId } };
    });
}
