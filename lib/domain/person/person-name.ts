import { longerThan, textCheck, type TextCheck } from "./text-check";

/** In Unicode code points (see longerThan). */
export const PERSON_NAME_MAX_LENGTH = 100;

// Control characters have no place in names and addresses and break CSV exports and logs.
const CONTROL_CHARACTER = /\p{Cc}/u;
export const hasNoControlCharacters = (value: string): boolean => !CONTROL_CHARACTER.test(value);
export const CONTROL_CHARACTERS_PROBLEM = {
  code: "invalid_value",
  message: "Control characters are not allowed.",
} as const;

/** A first or last name: trimmed, 1 to 100 characters, no control characters. */
export function checkPersonName(input: string): TextCheck {
  const value = input.trim();
  return textCheck(value, [
    value.length < 1 && { code: "required" },
    longerThan(value, PERSON_NAME_MAX_LENGTH) && { code: "too_long" },
    !hasNoControlCharacters(value) && CONTROL_CHARACTERS_PROBLEM,
  ]);
}
