import { fail, ok, type FieldCheck } from "@/lib/domain/result";

// Exactly the two shapes people type; mixed forms such as 123-456789 are more likely typos.
const PLAIN = /^(\d{3})(\d{2})(\d{4})$/;
const DASHED = /^(\d{3})-(\d{2})-(\d{4})$/;

// None of the messages contain digits, so none can repeat part of an SSN.
const FORMAT_MESSAGE = "Enter the Social Security number as nine digits, with or without dashes (XXX-XX-XXXX).";

/**
 * A Social Security number in its normalized nine-digit form. Only the rules the SSA has never
 * broken are applied: since randomization (June 2011) any other area, such as 734–749 or
 * 773–899, can be issued, so a range list would reject real people.
 */
export function parseSsn(input: string): FieldCheck<string> {
  const trimmed = input.trim();
  const match = PLAIN.exec(trimmed) ?? DASHED.exec(trimmed);
  if (!match) return fail("ssn_invalid_format", FORMAT_MESSAGE);
  const [, area = "", group = "", serial = ""] = match;
  // Checked first so every 9xx number gets this code, whatever its other digits: they are ITINs
  // or otherwise not SSNs, and the person needs to be told that rather than about a digit group.
  if (area.startsWith("9")) {
    return fail("ssn_starts_with_9", "A Social Security number never starts with a nine (numbers that do are ITINs).");
  }
  if (area === "000" || area === "666") {
    return fail("ssn_invalid_area", "The first three digits of this Social Security number are never issued.");
  }
  if (group === "00") {
    return fail("ssn_invalid_group", "The middle two digits of a Social Security number are never both zero.");
  }
  if (serial === "0000") {
    return fail("ssn_invalid_serial", "The last four digits of a Social Security number are never all zero.");
  }
  return ok(`${area}${group}${serial}`);
}

/** The last four digits of a normalized SSN, the only part ever stored in clear or shown. */
export function ssnLastFour(normalized: string): string {
  if (!/^\d{9}$/.test(normalized)) throw new RangeError("ssnLastFour expects a normalized nine-digit SSN.");
  return normalized.slice(-4);
}

export function maskSsn(lastFour: string): string {
  if (!/^\d{4}$/.test(lastFour)) throw new RangeError("maskSsn expects four digits.");
  return `***-**-${lastFour}`;
}
