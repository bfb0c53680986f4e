import type { z } from "zod";

import { AppError } from "@/lib/errors/app-error";
import { zodToFieldErrors } from "@/lib/errors/zod-field-errors";

import { assertSafeQuery } from "./json-limits";

/**
 * Parses query parameters; unknown or invalid ones are 400 with a field error each. A parameter
 * named in `lists` may repeat (`type=a&type=b`) or hold a comma-separated list (`type=a,b`) and
 * reaches the schema as an array; any other repeated parameter keeps its last value.
 */
export function parseQuery<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { lists?: readonly string[] } = {},
): z.output<S> {
  const { searchParams } = new URL(request.url);
  assertSafeQuery(searchParams);
  const params: Record<string, string | string[]> = Object.fromEntries(searchParams.entries());
  for (const name of options.lists ?? []) {
    if (searchParams.has(name)) params[name] = searchParams.getAll(name).flatMap((value) => value.split(","));
  }
  const parsed = schema.safeParse(params, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw new AppError("invalid_request", "Fix the query parameters listed in errors.", {
    errors: zodToFieldErrors(parsed.error),
  });
}
