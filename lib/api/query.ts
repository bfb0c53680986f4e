import type { z } from "zod";

import { AppError } from "@/lib/errors/app-error";
import { zodToFieldErrors } from "@/lib/errors/zod-field-errors";

import { assertSafeQuery } from "./json-limits";

/** Parses query parameters; unknown or invalid ones are 400 with a field error each. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const { searchParams } = new URL(request.url);
  assertSafeQuery(searchParams);
  const params = Object.fromEntries(searchParams.entries());
  const parsed = schema.safeParse(params, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw new AppError("invalid_request", "Fix the query parameters listed in errors.", { errors: zodToFieldErrors(parsed.error) });
}
