import { fail, ok, type FieldCheck } from "@/lib/domain/result";

// Apart from phone.ts so that browser code can check the shape without loading libphonenumber's
// metadata (which numbers exist is the server's check).

/** "+", a country code that cannot start with 0, at most 15 digits in all (ITU-T E.164). */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

/** A phone number in E.164 form by shape alone, returned unchanged. */
export function checkPhoneFormat(input: string): FieldCheck<string> {
  if (!E164_PATTERN.test(input))
    return fail("phone_invalid_format", "Enter the phone number in international form, for example +14155552671.");
  return ok(input);
}
