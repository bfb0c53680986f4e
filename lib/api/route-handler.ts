import { createId } from "@/lib/ids";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

import { AppError } from "@/lib/errors/app-error";
import { recordHttpRequest, metricsEnabled, type Surface } from "@/lib/telemetry/metrics";
import { routeTemplate } from "@/lib/telemetry/route-template";
import { inSpan, SpanKind, SpanStatusCode, tracingEnabled } from "@/lib/telemetry/tracing";

import { problemResponse } from "./problem";
import { HSTS } from "./security-headers";

export type RouteContext<P> = { params: Promise<P> };
export type RouteHandler<P> = (request: Request, context: RouteContext<P>) => Promise<Response>;

type Handled = { response: Response; logFields?: Record<string, unknown> };

/**
 * The single try/catch every route goes through: a request id on every response, one log line per
 * request, and problem+json for every error. With tracing or metrics on (lib/telemetry) the request
 * is also a span named by its route template and an observation of
 * http_server_request_duration_seconds; with both off it is answered directly, nothing more
 * allocated. An unexpected error is logged with its stack under
 * the request id and answered with a bare 500. Headers the handler puts in `responseHeaders` (the
 * served API-Version, `Allow`) go on whatever answer it ends in, success or problem.
 */
export function runRoute(
  request: Request,
  run: (requestId: string, responseHeaders: Headers) => Promise<Handled>,
): Promise<Response> {
  return runRouteAs("public", request, run);
}

/** runRoute for a wrapper that knows its kind of caller (the `surface` label and span attribute). */
export async function runRouteAs(
  surface: Surface,
  request: Request,
  run: (requestId: string, responseHeaders: Headers) => Promise<Handled>,
): Promise<Response> {
  if (!tracingEnabled() && !metricsEnabled()) return answer(request, run);
  const { pathname } = new URL(request.url);
  // The template, not the path: bounded names and labels, no ids (lib/telemetry/route-template.ts).
  const route = routeTemplate(pathname);
  // Anonymous doors belong to their area (the sign-ins); the rest (health, vendor callbacks) is public.
  if (surface === "public")
    surface = pathname.startsWith("/api/admin/")
      ? "admin"
      : pathname.startsWith("/api/operator/")
        ? "operator"
        : pathname.startsWith("/api/portal/")
          ? "portal"
          : "public";
  const startedAt = performance.now();
  const response = await inSpan(
    `${request.method} ${route}`,
    {
      kind: SpanKind.SERVER,
      attributes: { "http.request.method": request.method, "http.route": route, "app.surface": surface },
    },
    async (span) => {
      const answered = await answer(request, run);
      span?.setAttribute("http.response.status_code", answered.status);
      if (answered.status >= 500) span?.setStatus({ code: SpanStatusCode.ERROR });
      return answered;
    },
  );
  recordHttpRequest({ method: request.method, route, status: response.status, surface }, startedAt);
  return response;
}

async function answer(
  request: Request,
  run: (requestId: string, responseHeaders: Headers) => Promise<Handled>,
): Promise<Response> {
  const requestId = createId("req");
  const startedAt = performance.now();
  const { pathname } = new URL(request.url);
  let response: Response;
  let logFields: Record<string, unknown> | undefined;
  const responseHeaders = new Headers();
  try {
    ({ response, logFields } = await run(requestId, responseHeaders));
  } catch (error) {
    if (!(error instanceof AppError)) {
      logger.error({ requestId, err: error, method: request.method, path: pathname }, "unhandled error");
    }
    response = problemResponse(error, requestId);
  }
  responseHeaders.forEach((value, name) => response.headers.set(name, value));
  response.headers.set("request-id", requestId);
  // JSON is never to be sniffed as something else; production is https only.
  response.headers.set("x-content-type-options", "nosniff");
  if (getEnv().APP_ENV === "production") response.headers.set("strict-transport-security", HSTS);
  logger.info(
    {
      requestId,
      method: request.method,
      path: pathname,
      status: response.status,
      durationMs: Math.round(performance.now() - startedAt),
      ...logFields,
    },
    "request",
  );
  return response;
}

export async function resolveParams<P>(context: RouteContext<P> | undefined): Promise<P> {
  return ((await context?.params) ?? {}) as P;
}
