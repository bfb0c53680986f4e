import { AppError } from "@/lib/errors/app-error";

import { runRoute, type RouteHandler } from "./route-handler";

const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/**
 * Completes a route's handlers with a problem+json 405 (and `Allow`) for every method it does not
 * implement, which Next.js would otherwise answer with an empty body.
 * Usage: `export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: … });`
 */
// The 405 handlers methods() fills in, so tools (the OpenAPI contract test) can tell them apart.
const generated = new WeakSet<object>();

/** False for the 405 answer methods() put in for a method the route does not implement. */
export function isImplemented(handler: unknown): boolean {
  return typeof handler === "function" && !generated.has(handler);
}

export function methods<P>(handlers: Partial<Record<Method, RouteHandler<P>>>): Record<Method, RouteHandler<P>> {
  const allow = METHODS.filter((method) => handlers[method]).join(", ");
  const notAllowed: RouteHandler<P> = (request) =>
    runRoute(request, async (_requestId, responseHeaders) => {
      responseHeaders.set("allow", allow);
      throw new AppError("method_not_allowed", `This path supports ${allow}.`);
    });
  generated.add(notAllowed);
  return Object.fromEntries(METHODS.map((method) => [method, handlers[method] ?? notAllowed])) as Record<
    Method,
    RouteHandler<P>
  >;
}
