// The "max" metadata knows which exchanges exist inside each area code; the default "min"
// metadata checks only number length and so accepts e.g. +1 242 555 0123 (Bahamas, no such exchange).
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

import { checkPhoneFormat } from "./phone-format";
import { fail, ok, type FieldCheck } from "@/lib/domain/result";

/**
 * A phone number already in E.164 form, returned unchanged. We don't reformat national input:
 * guessing the country of "020 7946 0958" is the caller's job, not ours.
 *
 * libphonenumber-js 1.13 treats the fictional NANP range 555-0100…555-0199 as ordinary numbers,
 * so +1 202 555 0123 is valid (type FIXED_LINE_OR_MOBILE). That makes it the number to use in
 * docs and tests: accepted here, yet reserved for fiction, so it never reaches a real person.
 */
export function parsePhoneE164(input: string): FieldCheck<string> {
  const format = checkPhoneFormat(input);
  if (!format.ok) return format;
  const parsed = parsePhoneNumberFromString(input);
  if (!parsed?.isValid())
    return fail("phone_invalid", "This is not a valid phone number. Check the number and country code.");
  return ok(input);
}
