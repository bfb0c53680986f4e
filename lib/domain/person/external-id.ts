import { longerThan, textCheck, type TextCheck } from "./text-check";

/** In Unicode code points (see longerThan). */
export const EXTERNAL_ID_MAX_LENGTH = 64;

// Visible ASCII only: partners' HR systems key on these, and a look-alike Unicode character or a
// space would make two ids that print the same.
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;
export const isVisibleAscii = (value: string): boolean => VISIBLE_ASCII.test(value);
export const VISIBLE_ASCII_PROBLEM = { code: "invalid_value", message: "Use visible ASCII characters only." } as const;

/** The employer's own id for an employee: trimmed, 1 to 64 visible ASCII characters. */
export function checkExternalId(input: string): TextCheck {
  const value = input.trim();
  return textCheck(value, [
    value.length < 1 && { code: "required" },
    longerThan(value, EXTERNAL_ID_MAX_LENGTH) && { code: "too_long" },
    !isVisibleAscii(value) && VISIBLE_ASCII_PROBLEM,
  ]);
}
