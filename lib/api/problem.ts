import { AppError, type FieldError } from "@/lib/errors/app-error";
import { HttpError } from "@/lib/errors/http-error";
import { ERROR_CODES, type ErrorCode, type ErrorKind } from "@/lib/errors/catalog";
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

/** The one place an error's kind becomes an HTTP status. */
const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  unsupported_method: 405,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_media: 415,
  unprocessable: 422,
  too_many_requests: 429,
  internal: 500,
  upstream_refused: 502,
  unavailable: 503,
};

export const httpStatusOf = (code: ErrorCode): number => STATUS_BY_KIND[ERROR_CODES[code].kind];

/** RFC 9457 body for an AppError; anything else becomes a bare 500 with no internals. */
export function toProblem(error: unknown, requestId?: string): Problem {
  const appError = error instanceof AppError ? error : new AppError("internal_error");
  const { code, detail, options } = appError;
  const traceId = currentTraceId();
  return {
    ...options.extra,
    type: `https://docs.benefits.example/errors#${code}`,
    title: ERROR_CODES[code].title,
    status: httpStatusOf(code),
    code,
    ...(detail ? { detail } : {}),
    ...(options.errors?.length ? { errors: options.errors } : {}),
    ...(requestId ? { requestId } : {}),
    ...(traceId ? { traceId } : {}),
  };
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
