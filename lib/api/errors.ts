import { ERROR_CODES, type ErrorCode } from "./error-codes";

export type FieldError = { path: string; code: string; message: string };

/**
 * Services throw AppError; the route wrapper turns it into problem+json. `detail` is shown to the
 * caller, so it never carries a value the caller sent (it may be an SSN); `logMessage` is for us.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
    readonly options: {
      errors?: FieldError[];
      extra?: Record<string, unknown>;
      headers?: Record<string, string>;
      logMessage?: string;
    } = {},
  ) {
    super(options.logMessage ?? detail ?? ERROR_CODES[code].title);
    this.name = "AppError";
    this.status = ERROR_CODES[code].status;
  }
}

export const notFound = (code: ErrorCode = "not_found", detail?: string) => new AppError(code, detail);

export const validationFailed = (errors: FieldError[], detail = "Fix the fields listed in errors and try again.") =>
  new AppError("validation_failed", detail, { errors });
