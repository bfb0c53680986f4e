import { fail, ok, type FieldCheck } from "./result";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Anyone born earlier would be over 125; such dates are typos, not employees.
export const EARLIEST_BIRTH_DATE = "1900-01-01";

type DateParts = { year: number; month: number; day: number };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function toParts(input: string): DateParts | null {
  const match = ISO_DATE.exec(input);
  if (!match) return null;
  const [, y, m, d] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

// Callers pass dates they have already validated; a bad one is a programming error, and the
// thrown message leaves the value out because a birth date is personal data.
function requireParts(input: string, name: string): DateParts {
  const parts = toParts(input);
  if (!parts) throw new RangeError(`${name} must be a calendar date in YYYY-MM-DD form.`);
  return parts;
}

/** Strict YYYY-MM-DD that names a real day of the (proleptic) Gregorian calendar. No trimming. */
export function parseIsoDate(input: string): FieldCheck<string> {
  if (!toParts(input)) return fail("date_invalid", "Enter a date as YYYY-MM-DD, for example 1990-04-23.");
  return ok(input);
}

/** A birth date between 1900-01-01 and `today`, both inclusive. Minors pass: age rules live elsewhere. */
export function parseBirthDate(input: string, today: string): FieldCheck<string> {
  requireParts(today, "today");
  const date = parseIsoDate(input);
  if (!date.ok) return date;
  // Valid YYYY-MM-DD strings sort in date order, so string comparison is date comparison.
  if (date.value > today) return fail("birth_date_in_future", "The date of birth can't be in the future.");
  if (date.value < EARLIEST_BIRTH_DATE) {
    return fail("birth_date_out_of_range", "Enter a date of birth on or after 1900-01-01.");
  }
  return date;
}

/** Today's date in UTC as YYYY-MM-DD, so every server agrees on "today" whatever its time zone. */
export function todayUtc(now: Date = new Date()): string {
  if (Number.isNaN(now.getTime())) throw new RangeError("now must be a valid Date.");
  const year = String(now.getUTCFullYear()).padStart(4, "0");
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  const day = String(now.getUTCDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/**
 * Whole years from `birthDate` to `today`, counted on the calendar dates alone so that time zones
 * and daylight saving cannot move a birthday. A birthday falling on `today` has been had.
 *
 * Someone born on 29 February has no birthday in a common year; we count it on 1 March, never
 * on 28 February, so a minor is never treated as a year older a day early. Comparing month and
 * day as a number (0229) gives exactly that: in a common year the first date not before 0229 is
 * 0301. Negative when `today` is before `birthDate`.
 */
export function ageOn(birthDate: string, today: string): number {
  const birth = requireParts(birthDate, "birthDate");
  const now = requireParts(today, "today");
  const hadBirthdayThisYear = now.month * 100 + now.day >= birth.month * 100 + birth.day;
  return now.year - birth.year - (hadBirthdayThisYear ? 0 : 1);
}

export function isAtLeast(birthDate: string, years: number, today: string): boolean {
  return ageOn(birthDate, today) >= years;
}
