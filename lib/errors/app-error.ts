import { ERROR_CODES, type ErrorCode } from "./catalog";

export type FieldError = { path: string; code: string; message: string };

/**
 * Use cases throw AppError; the HTTP layer turns it into problem+json (lib/api/problem.ts). `detail`
 * is shown to the caller, so it never carries a value the caller sent (it may be an SSN);
 * `logMessage` and `internal` are for us (`internal`: names and ids for our records, such as the
 * permission a refusal is about, which the audit trail keeps). Nothing here knows HTTP: the code's
 * kind decides the status there.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
    readonly options: {
      errors?: FieldError[];
      extra?: Record<string, unknown>;
      logMessage?: string;
      internal?: Record<string, string>;
    } = {},
  ) {
    super(options.logMessage ?? detail ?? ERROR_CODES[code].title);
    this.name = "AppError";
  }
}

export const notFound = (code: ErrorCode = "not_found", detail?: string) => new AppError(code, detail);

export const validationFailed = (errors: FieldError[], detail = "Fix the fields listed in errors and try again.") =>
  new AppError("validation_failed", detail, { errors });
