import { longerThan, textCheck, type TextCheck } from "./text-check";

/** The longest address SMTP can carry (RFC 5321 path limit less the angle brackets); code points. */
export const EMAIL_MAX_LENGTH = 254;

// zod 4's default e-mail pattern (z.regexes.email), which the API has applied from the start:
// written here so the API and the forms read one rule (a test keeps it equal to zod's).
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Addresses are compared and stored in lower case. */
export const normalizeEmail = (value: string): string => value.toLowerCase();

/**
 * An e-mail address: trimmed, at most 254 characters, then the pattern (a too-long value is not also
 * reported as malformed). The value is the normalized address.
 */
export function checkEmail(input: string): TextCheck {
  const value = input.trim();
  if (longerThan(value, EMAIL_MAX_LENGTH)) return textCheck(value, [{ code: "too_long" }]);
  return textCheck(normalizeEmail(value), [!EMAIL_PATTERN.test(value) && { code: "email_invalid" }]);
}
