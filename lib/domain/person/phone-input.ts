/**
 * Phone numbers as people in the US type them. The API stores E.164 (+14155552671); asking people
 * to type that is asking for mistakes, so ten-digit US numbers in any common punctuation are
 * turned into it here, and international numbers are accepted when they start with "+". The
 * server still makes the full check (which numbers exist); this only catches shape errors early.
 */

import { E164_PATTERN } from "./phone-format";

export type PhoneParse =
  { ok: true; value: string } | { ok: false; code: "required" | "phone_invalid_format" | "phone_invalid" };

// What separates digits in "(415) 555-2671", "415.555.2671", "+1 415 555 2671".
const SEPARATORS = /[\s().\-\u00a0]/g;
// North American numbering: area code and exchange never start with 0 or 1.
const NANP = /^\+1[2-9]\d{2}[2-9]\d{6}$/;

export function parsePhoneInput(input: string): PhoneParse {
  const text = input.trim();
  if (text === "") return { ok: false, code: "required" };
  const compact = text.replace(SEPARATORS, "");
  let candidate: string;
  if (compact.startsWith("+")) candidate = compact;
  else if (/^\d{10}$/.test(compact)) candidate = `+1${compact}`;
  else if (/^1\d{10}$/.test(compact)) candidate = `+${compact}`;
  else return { ok: false, code: "phone_invalid_format" };
  if (!E164_PATTERN.test(candidate)) return { ok: false, code: "phone_invalid_format" };
  if (candidate.startsWith("+1") && !NANP.test(candidate)) return { ok: false, code: "phone_invalid" };
  return { ok: true, value: candidate };
}

/** How a stored number is shown for editing: US numbers as (415) 555-2671, others unchanged. */
export function formatPhoneForInput(e164: string | null | undefined): string {
  if (!e164) return "";
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}
