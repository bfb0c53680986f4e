import { AppError } from "./app-error";
import type { ErrorCode } from "./catalog";

/**
 * An error whose answer must carry headers of its own (Retry-After, WWW-Authenticate): raised by
 * the HTTP pipeline and the throttles, turned into problem+json by lib/api/problem.ts.
 */
export class HttpError extends AppError {
  constructor(
    code: ErrorCode,
    detail: string,
    readonly headers: Record<string, string>,
    extra?: Record<string, unknown>,
  ) {
    super(code, detail, extra ? { extra } : {});
  }
}
