import { ERROR_CODES, type ErrorCode } from "./error-codes";
import { AppError, type FieldError } from "./errors";

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code: ErrorCode;
  errors?: FieldError[];
  requestId?: string;
  [extra: string]: unknown;
};

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/** RFC 9457 body for an AppError; anything else becomes a bare 500 with no internals. */
export function toProblem(error: unknown, requestId?: string): { problem: Problem; headers: Record<string, string> } {
  const appError = error instanceof AppError ? error : new AppError("internal_error");
  const { code, detail, options } = appError;
  const problem: Problem = {
    ...options.extra,
    type: `https://docs.benefits.example/errors#${code}`,
    title: ERROR_CODES[code].title,
    status: appError.status,
    code,
    ...(detail ? { detail } : {}),
    ...(options.errors?.length ? { errors: options.errors } : {}),
    ...(requestId ? { requestId } : {}),
  };
  return { problem, headers: options.headers ?? {} };
}

export function problemResponse(error: unknown, requestId?: string): Response {
  const { problem, headers } = toProblem(error, requestId);
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: { ...headers, "content-type": PROBLEM_CONTENT_TYPE, "cache-control": "no-store" },
  });
}
