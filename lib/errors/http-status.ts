import { ERROR_CODES, type ErrorCode, type ErrorKind } from "./catalog";

/**
 * The one place an error's kind becomes an HTTP status: the answers (lib/api/problem.ts) and the
 * OpenAPI document (lib/openapi/problems.ts) read it here.
 */
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
