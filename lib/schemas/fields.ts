import { z } from "zod";

import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, normalizeEmail } from "@/lib/domain/person/email";
import { EXTERNAL_ID_MAX_LENGTH, isVisibleAscii, VISIBLE_ASCII_PROBLEM } from "@/lib/domain/person/external-id";
import {
  CONTROL_CHARACTERS_PROBLEM,
  hasNoControlCharacters,
  PERSON_NAME_MAX_LENGTH,
} from "@/lib/domain/person/person-name";
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

// The field rules of lib/domain as zod checks, so the OpenAPI document shows their lengths. The
// domain's check functions (which the forms use) and these report the same problems for every
// input: fields.test.ts runs both over each rule's boundaries.

export const personName = z
  .string()
  .trim()
  .min(1)
  .max(PERSON_NAME_MAX_LENGTH)
  .refine(hasNoControlCharacters, {
    params: { code: CONTROL_CHARACTERS_PROBLEM.code },
    message: CONTROL_CHARACTERS_PROBLEM.message,
  });

export const email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ pattern: EMAIL_PATTERN }))
  .transform(normalizeEmail);

export const externalId = z
  .string()
  .trim()
  .min(1)
  .max(EXTERNAL_ID_MAX_LENGTH)
  .refine(isVisibleAscii, { params: { code: VISIBLE_ASCII_PROBLEM.code }, message: VISIBLE_ASCII_PROBLEM.message });
