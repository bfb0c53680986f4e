import { getDb } from "@/db/client";
import { anonymousContext, type ServiceContext } from "@/lib/services/context";

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

/**
 * The anonymous context alone, for the one route that must stay outside runRoute: the invite link,
 * whose path carries a working sign-in token that must never reach a log line.
 */
export async function publicContext(): Promise<ServiceContext> {
  return anonymousContext(await getDb());
}
