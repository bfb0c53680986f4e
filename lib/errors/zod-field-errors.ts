import type { z } from "zod";

import type { FieldError } from "./app-error";
import { FIELD_ERROR_CODES, type FieldErrorCode } from "./catalog";

/** JSON Pointer (RFC 6901) for a zod issue path, the same form PATCH operations use. */
export function toPointer(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "";
  return "/" + path.map((part) => String(part).replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
}

function codeFor(issue: z.core.$ZodIssue): FieldErrorCode {
  switch (issue.code) {
    case "custom": {
      const code = issue.params?.code;
      return typeof code === "string" && code in FIELD_ERROR_CODES ? (code as FieldErrorCode) : "invalid_value";
    }
    case "invalid_type":
      if (issue.input === undefined) return "required";
      return issue.expected === "int" && typeof issue.input === "number" ? "not_integer" : "invalid_type";
    case "too_big":
      return issue.origin === "string" || issue.origin === "array" ? "too_long" : "out_of_range";
    case "too_small":
      if (issue.origin === "string") return issue.minimum === 1 ? "required" : "too_short";
      return issue.origin === "array" ? "too_short" : "out_of_range";
    case "invalid_format":
      if (issue.format === "email") return "email_invalid";
      return issue.format === "datetime" ? "datetime_invalid" : "invalid_value";
    case "unrecognized_keys":
      return "unknown_field";
    default:
      return "invalid_value";
  }
}

/**
 * Field errors never echo the submitted value: zod's own messages can, so ours replace them.
 * Parse with `{ reportInput: true }` so a missing field (required) differs from a wrong one.
 */
export function zodToFieldErrors(error: z.ZodError): FieldError[] {
  const errors = error.issues.flatMap((issue): FieldError[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        path: toPointer([...issue.path, key]),
        code: "unknown_field",
        message: FIELD_ERROR_CODES.unknown_field,
      }));
    }
    const code = codeFor(issue);
    const message = issue.code === "custom" ? issue.message : FIELD_ERROR_CODES[code];
    return [{ path: toPointer(issue.path), code, message }];
  });
  // One value can break two checks of the same kind (safe-integer range and our maximum): report it once.
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(`${e.path} ${e.code}`) && Boolean(seen.add(`${e.path} ${e.code}`)));
}
