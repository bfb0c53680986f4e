import { getDb } from "@/db/client";
import type { EmployeeSession } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";
import { anonymousContext, type EmployerContext, type ServiceContext } from "@/lib/services/context";
import { requireEmployee } from "@/lib/services/sessions/require-employee";

import { requireCookieSession } from "./cookie-session";
import { requestOrigin } from "./origin";
import { resolveParams, runRoute, type RouteHandler } from "./route-handler";

type Handled = { response: Response; logFields?: Record<string, unknown> };

/** Routes anyone may call (sign-in, health): the one try/catch, and a context with an anonymous actor. */
export function withPublic<P extends Record<string, string> = Record<string, string>>(
  handler: (args: { request: Request; params: P; ctx: ServiceContext }) => Promise<Response | Handled>,
): RouteHandler<P> {
  return (request, context) =>
    runRoute(request, async (requestId) => {
      const ctx = { ...anonymousContext(await getDb()), origin: requestOrigin(request, requestId) };
      const answer = await handler({ request, params: await resolveParams(context), ctx });
      return answer instanceof Response ? { response: answer } : answer;
    });
}

/** Portal routes of the employee's own session (not the partner API's): CSRF-checked on writes. */
export function withEmployeeSession<P extends Record<string, string> = Record<string, string>>(
  handler: (args: { request: Request; params: P; ctx: EmployerContext; session: EmployeeSession }) => Promise<Response>,
): RouteHandler<P> {
  return (request, context) =>
    runRoute(request, async (requestId) => {
      const signIn = "Sign in with the link from your invitation or e-mail.";
      const db = await getDb();
      const session = await requireEmployee(db, await requireCookieSession(request, "employee", signIn));
      if (!session) throw new AppError("unauthorized", signIn);
      const ctx: EmployerContext = {
        db,
        actor: { type: "employee", employeeId: session.employeeId, employerId: session.employerId },
        employerId: session.employerId,
        origin: requestOrigin(request, requestId),
      };
      const response = await handler({ request, params: await resolveParams(context), ctx, session });
      return { response, logFields: { employeeId: session.employeeId } };
    });
}

/**
 * The anonymous context alone, for the one route that must stay outside runRoute: the invite link,
 * whose path carries a working sign-in token that must never reach a log line.
 */
export async function publicContext(): Promise<ServiceContext> {
  return anonymousContext(await getDb());
}
