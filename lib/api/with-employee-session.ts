import { getDb } from "@/db/client";
import type { EmployeeSession } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";
import { anonymousContext, employeeContext, type EmployerContext } from "@/lib/services/context";
import { requireEmployee } from "@/lib/services/sessions/require-employee";

import { requireCookieSession } from "./cookie-session";
import { noteEmployeeWrite } from "./employee-write";
import { requestOrigin } from "./origin";
import { resolveParams, runRouteAs, type RouteHandler } from "./route-handler";

const SIGN_IN = "Sign in with the link from your invitation or e-mail.";

/** Portal routes of the employee's own session (not the partner API's): CSRF-checked on writes. */
export function withEmployeeSession<P extends Record<string, string> = Record<string, string>>(
  handler: (args: { request: Request; params: P; ctx: EmployerContext; session: EmployeeSession }) => Promise<Response>,
): RouteHandler<P> {
  return (request, context) =>
    runRouteAs("portal", request, async (requestId) => {
      const db = await getDb();
      const session = await requireEmployee({
        ctx: anonymousContext(db),
        session: await requireCookieSession(request, "employee", SIGN_IN),
      });
      if (!session) throw new AppError("unauthorized", SIGN_IN);
      const ctx = employeeContext(db, session, requestOrigin(request, requestId));
      await noteEmployeeWrite(request, ctx, session);
      const response = await handler({ request, params: await resolveParams(context), ctx, session });
      return { response, logFields: { employeeId: session.employeeId } };
    });
}
