import { AppError, type FieldError } from "@/lib/errors/app-error";
import { HttpError } from "@/lib/errors/http-error";
import { httpStatusOf } from "@/lib/errors/http-status";
import { ERROR_CODES, type ErrorCode } from "@/lib/errors/catalog";
import { problemTypeUri } from "@/lib/errors/descriptions";
import { getEnv } from "@/lib/env";
import { currentTraceId } from "@/lib/telemetry/tracing";

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code: ErrorCode;
  errors?: FieldError[];
  requestId?: string;
  /** The trace this answer belongs to, when tracing is on: a partner can quote it with the request id. */
  traceId?: string;
  [extra: string]: unknown;
};

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/** RFC 9457 body for an AppError; anything else becomes a bare 500 with no internals. */
export function toProblem(error: unknown, requestId?: string): Problem {
  const appError = error instanceof AppError ? error : new AppError("internal_error");
  const { code, detail, options } = appError;
  const traceId = currentTraceId();
  return {
    ...options.extra,
    type: problemTypeUri(code, serviceOrigin()),
    title: ERROR_CODES[code].title,
    status: httpStatusOf(code),
    code,
    ...(detail ? { detail } : {}),
    ...(options.errors?.length ? { errors: options.errors } : {}),
    ...(requestId ? { requestId } : {}),
    ...(traceId ? { traceId } : {}),
  };
}

/**
 * Where this deployment serves its pages (PUBLIC_BASE_URL), so a problem's `type` opens the code's
 * explanation. An answer must never fail for want of it: without a readable configuration the
 * reference is relative (RFC 9457 resolves it against the request's URL).
 */
function serviceOrigin(): string {
  try {
    return new URL(getEnv().PUBLIC_BASE_URL).origin;
  } catch {
    return "";
  }
}

export function problemResponse(error: unknown, requestId?: string): Response {
  const problem = toProblem(error, requestId);
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: {
      ...(error instanceof HttpError ? error.headers : {}),
      "content-type": PROBLEM_CONTENT_TYPE,
      "cache-control": "no-store",
    },
  });
}
