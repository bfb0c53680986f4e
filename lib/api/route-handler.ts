import { createId } from "@/lib/ids";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

import { AppError } from "@/lib/errors/app-error";

import { problemResponse } from "./problem";
import { HSTS } from "./security-headers";

export type RouteContext<P> = { params: Promise<P> };
export type RouteHandler<P> = (request: Request, context: RouteContext<P>) => Promise<Response>;

type Handled = { response: Response; logFields?: Record<string, unknown> };

/**
 * The single try/catch every route goes through: a request id on every response, one log line per
 * request, and problem+json for every error. An unexpected error is logged with its stack under
 * the request id and answered with a bare 500. Headers the handler puts in `responseHeaders` (the
 * served API-Version, `Allow`) go on whatever answer it ends in, success or problem.
 */
export async function runRoute(
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
