import { AppError } from "./errors";
import { runRoute, type RouteHandler } from "./route-handler";

const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/**
 * Completes a route's handlers with a problem+json 405 (and `Allow`) for every method it does not
 * implement, which Next.js would otherwise answer with an empty body.
 * Usage: `export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: … });`
 */
export function methods<P>(handlers: Partial<Record<Method, RouteHandler<P>>>): Record<Method, RouteHandler<P>> {
  const allow = METHODS.filter((method) => handlers[method]).join(", ");
  const notAllowed: RouteHandler<P> = (request) =>
    runRoute(request, async () => {
      throw new AppError("method_not_allowed", `This path supports ${allow}.`, { headers: { allow } });
    });
  return Object.fromEntries(METHODS.map((method) => [method, handlers[method] ?? notAllowed])) as Record<Method, RouteHandler<P>>;
}
