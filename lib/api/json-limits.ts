import { AppError, type FieldError } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import { toPointer } from "@/lib/errors/zod-field-errors";

/** Deeper than any document of ours (the employee is three levels); a hostile body is far deeper. */
export const MAX_JSON_DEPTH = 32;

const NUL = "\u0000";

/**
 * Checks a parsed JSON value before anything else walks it: nested deeper than MAX_JSON_DEPTH is
 * 400 (recursive code further on — JSON Patch, zod — would otherwise overflow the stack), and a
 * NUL character in any key or string is 422 at its path (PostgreSQL text cannot hold one). The walk
 * itself is iterative, so no input can overflow it.
 */
export function assertSafeJson(value: unknown): void {
  const errors: FieldError[] = [];
  const stack: Array<{ value: unknown; path: Array<string | number>; depth: number }> = [{ value, path: [], depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === "string") {
      if (item.value.includes(NUL) && errors.length < 20) errors.push(nulAt(item.path));
      continue;
    }
    if (item.value === null || typeof item.value !== "object") continue;
    if (item.depth >= MAX_JSON_DEPTH) {
      throw new AppError("invalid_request", `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`, {
        extra: { maxDepth: MAX_JSON_DEPTH },
      });
    }
    const entries: Array<[string | number, unknown]> = Array.isArray(item.value)
      ? item.value.map((v, i) => [i, v])
      : Object.entries(item.value);
    for (const [key, child] of entries) {
      if (typeof key === "string" && key.includes(NUL) && errors.length < 20) errors.push(nulAt(item.path));
      stack.push({ value: child, path: [...item.path, key], depth: item.depth + 1 });
    }
  }
  if (errors.length > 0) {
    throw new AppError("validation_failed", "Remove the NUL characters from the fields listed in errors.", {
      errors: sortByPath(errors),
    });
  }
}

/** Query parameters: a NUL character in any name or value is 400, like any other bad parameter. */
export function assertSafeQuery(params: URLSearchParams): void {
  const errors: FieldError[] = [];
  for (const [name, value] of params) {
    if (name.includes(NUL) || value.includes(NUL)) errors.push(nulAt([name.replaceAll(NUL, "")]));
  }
  if (errors.length > 0)
    throw new AppError("invalid_request", "Remove the NUL characters from the query parameters listed in errors.", {
      errors,
    });
}

const nulAt = (path: Array<string | number>): FieldError => ({
  path: toPointer(path),
  code: "nul_character",
  message: FIELD_ERROR_CODES.nul_character,
});

const sortByPath = (errors: FieldError[]) => [...errors].sort((a, b) => a.path.localeCompare(b.path));
