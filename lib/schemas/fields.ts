import { z } from "zod";

import type { FieldCheck } from "@/lib/domain/result";

/** A string checked by a domain rule; the rule's code travels in `params.code`. */
export function checkedString<T>(check: (input: string) => FieldCheck<T>) {
  return z.string().transform((input, ctx): T => {
    const result = check(input);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: result.message, params: { code: result.code } });
    return z.NEVER;
  });
}

// Control characters have no place in names and addresses and break CSV exports and logs.
const NO_CONTROL_CHARS = /^[^\p{Cc}]*$/u;

export const personName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((value) => NO_CONTROL_CHARS.test(value), { params: { code: "invalid_value" }, message: "Control characters are not allowed." });

export const email = z.string().trim().max(254).pipe(z.email()).transform((value) => value.toLowerCase());

export const externalId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((value) => /^[\x21-\x7e]+$/.test(value), { params: { code: "invalid_value" }, message: "Use visible ASCII characters only." });
