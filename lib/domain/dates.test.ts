import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { ageOn, isAtLeast, parseBirthDate, parseIsoDate, todayUtc } from "./dates";

const pad = (value: number, width: number) => String(value).padStart(width, "0");
const iso = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

// An independent reference: JS Date rolls invalid days over (2 Feb 30 becomes 1 Mar) in UTC.
function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function thrownMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("expected a throw");
}

describe("parseIsoDate", () => {
  it.each([
    "2024-02-29", // leap year
    "2000-02-29", // divisible by 400: leap
    "1990-04-23",
    "1900-01-01",
    "1999-12-31",
    "2023-01-31",
    "2023-03-31",
    "2023-04-30",
    "2023-02-28",
    "0001-01-01",
    "9999-12-31",
  ])("accepts %s", (input) => {
    expect(parseIsoDate(input)).toEqual({ ok: true, value: input });
  });

  it.each([
    ["1990-02-30", "30 February"],
    ["2023-02-29", "29 February in a common year"],
    ["1900-02-29", "29 February in a century year not divisible by 400"],
    ["2100-02-29", "29 February in 2100"],
    ["2023-04-31", "31 April"],
    ["2023-06-31", "31 June"],
    ["2023-09-31", "31 September"],
    ["2023-11-31", "31 November"],
    ["2023-01-32", "day 32"],
    ["2023-13-01", "month 13"],
    ["2023-00-10", "month 00"],
    ["2023-01-00", "day 00"],
    ["2023-1-01", "one-digit month"],
    ["2023-01-1", "one-digit day"],
    ["23-01-01", "two-digit year"],
    ["12023-01-01", "five-digit year"],
    ["2023/01/01", "slashes"],
    ["20230101", "no separators"],
    ["2023-01-01T00:00:00Z", "a timestamp"],
    ["2023-01-01 ", "trailing space"],
    [" 2023-01-01", "leading space"],
    ["2023-01-01\n", "trailing newline"],
    ["01/02/2023", "US order"],
    ["", "empty"],
    ["2023-0a-01", "a letter"],
    ["２０２３-01-01", "full-width digits"],
    ["2023-٠١-01", "Arabic-Indic digits"],
  ])("rejects %j (%s)", (input) => {
    const result = parseIsoDate(input);
    expect(result).toMatchObject({ ok: false, code: "date_invalid" });
    if (!result.ok) expect(result.message).toBe("Enter a date as YYYY-MM-DD, for example 1990-04-23.");
  });

  it("agrees with the calendar on every month/day from 1896 to 2104, including out-of-range days", () => {
    const disagreements: string[] = [];
    for (let year = 1896; year <= 2104; year++) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const expected = month >= 1 && month <= 12 && day >= 1 && isRealDate(year, month, day);
          if (parseIsoDate(iso(year, month, day)).ok !== expected) disagreements.push(iso(year, month, day));
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe("parseBirthDate", () => {
  const today = "2024-06-15";

  it.each([
    ["2024-06-15", "today itself"],
    ["2024-06-14", "yesterday"],
    ["1900-01-01", "the earliest allowed date"],
    ["1900-01-02", "just after the earliest date"],
    ["2010-01-01", "a minor (age is not this function's business)"],
    ["2006-06-16", "one day short of 18"],
    ["1990-04-23", "an adult"],
  ])("accepts %s (%s)", (input) => {
    expect(parseBirthDate(input, today)).toEqual({ ok: true, value: input });
  });

  it.each([
    ["2024-06-16", "birth_date_in_future", "tomorrow"],
    ["2025-01-01", "birth_date_in_future", "next year"],
    ["9999-12-31", "birth_date_in_future", "far future"],
    ["1899-12-31", "birth_date_out_of_range", "the day before 1900"],
    ["1800-06-15", "birth_date_out_of_range", "long ago"],
    ["0001-01-01", "birth_date_out_of_range", "year 1"],
    ["2024-02-30", "date_invalid", "not a date"],
    ["1899-02-29", "date_invalid", "not a date, and before 1900: format wins"],
    ["2024-6-15", "date_invalid", "wrong shape"],
  ])("rejects %s with %s (%s)", (input, code) => {
    const result = parseBirthDate(input, today);
    expect(result).toMatchObject({ ok: false, code });
    if (!result.ok) expect(result.message).not.toContain(input);
  });

  it("accepts a leap-day birth on a leap-day today", () => {
    expect(parseBirthDate("2024-02-29", "2024-02-29").ok).toBe(true);
    expect(parseBirthDate("2024-03-01", "2024-02-29")).toMatchObject({ code: "birth_date_in_future" });
  });

  it.each(["", "2024-02-30", "2024-06-15T00:00:00Z"])(
    "throws on a malformed today (%j): a programming error",
    (bad) => {
      expect(() => parseBirthDate("1990-01-01", bad)).toThrow(RangeError);
    },
  );
});

describe("todayUtc", () => {
  it.each([
    ["2024-06-15T12:00:00Z", "2024-06-15"],
    ["2024-06-15T00:00:00Z", "2024-06-15"],
    ["2024-06-15T23:59:59.999Z", "2024-06-15"],
    // Still the 15th in New York, already the 16th in UTC: UTC decides.
    ["2024-06-15T23:30:00-04:00", "2024-06-16"],
    // Already the 16th in Tokyo, still the 15th in UTC.
    ["2024-06-16T08:00:00+09:00", "2024-06-15"],
    ["2024-02-29T10:00:00Z", "2024-02-29"],
    ["2023-12-31T23:59:59Z", "2023-12-31"],
    ["2024-01-01T00:00:00Z", "2024-01-01"],
    ["0999-03-04T00:00:00Z", "0999-03-04"],
  ])("%s is %s", (instant, expected) => {
    expect(todayUtc(new Date(instant))).toBe(expected);
  });

  it("defaults to the current instant and returns a valid ISO date", () => {
    const before = new Date().toISOString().slice(0, 10);
    const today = todayUtc();
    const after = new Date().toISOString().slice(0, 10);
    expect([before, after]).toContain(today);
    expect(parseIsoDate(today).ok).toBe(true);
  });

  it("throws on an invalid Date", () => {
    expect(() => todayUtc(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("ageOn", () => {
  it.each([
    // birthDate, today, age
    ["2000-06-15", "2000-06-15", 0, "born today"],
    ["2000-06-15", "2001-06-14", 0, "day before the first birthday"],
    ["2000-06-15", "2001-06-15", 1, "first birthday"],
    ["2006-06-15", "2024-06-15", 18, "18th birthday today"],
    ["2006-06-16", "2024-06-15", 17, "17 years and 364 days"],
    ["2006-06-14", "2024-06-15", 18, "18 years and a day"],
    ["2006-12-31", "2024-12-30", 17, "year-end birthday, day before"],
    ["2006-12-31", "2024-12-31", 18, "year-end birthday"],
    ["2006-01-01", "2023-12-31", 17, "new-year birthday, day before"],
    ["2006-01-01", "2024-01-01", 18, "new-year birthday"],
    ["1990-04-23", "2024-06-15", 34, "an ordinary adult"],
    ["1900-01-01", "2024-06-15", 124, "the oldest allowed"],
    // 29 February births: in a common year the birthday counts on 1 March, never on 28 February.
    ["2004-02-29", "2022-02-28", 17, "leap-day birth, 28 Feb of a common year: not yet"],
    ["2004-02-29", "2022-03-01", 18, "leap-day birth, 1 Mar of a common year: had it"],
    ["2006-02-28", "2024-02-28", 18, "28 Feb birth in a leap year: on the day"],
    ["2006-03-01", "2024-02-29", 17, "1 Mar birth, 29 Feb of a leap year: not yet"],
    ["2006-03-01", "2024-03-01", 18, "1 Mar birth, on the day"],
    ["2000-02-29", "2024-02-28", 23, "leap-day birth, day before the leap-year birthday"],
    ["2000-02-29", "2024-02-29", 24, "leap-day birth on a leap-year birthday"],
    ["2000-02-29", "2100-02-28", 99, "2100 is not a leap year: not yet on 28 Feb"],
    ["2000-02-29", "2100-03-01", 100, "2100 is not a leap year: 1 Mar"],
    ["2000-06-15", "2000-06-14", -1, "today before the birth date"],
  ])("%s on %s is %i (%s)", (birthDate, today, age) => {
    expect(ageOn(birthDate, today)).toBe(age);
  });

  it.each([
    ["1990-02-30", "2024-06-15"],
    ["1990-01-01", "2024-13-01"],
    ["1990-1-1", "2024-06-15"],
  ])("throws on malformed dates (%j, %j) without echoing them", (birthDate, today) => {
    expect(() => ageOn(birthDate, today)).toThrow(RangeError);
    const message = thrownMessage(() => ageOn(birthDate, today));
    expect(message).not.toContain(birthDate);
    expect(message).not.toContain(today);
  });

  // The reference uses Date, which turns "29 Feb of a common year" into 1 March: the same rule.
  it("matches a Date-based reference for any birth date and any later day", () => {
    const day = 86_400_000;
    const start = Date.UTC(1900, 0, 1) / day;
    const end = Date.UTC(2100, 11, 31) / day;
    const toIso = (days: number) => new Date(days * day).toISOString().slice(0, 10);
    fc.assert(
      fc.property(fc.integer({ min: start, max: end }), fc.integer({ min: 0, max: 120 * 366 }), (birth, offset) => {
        const birthDate = toIso(birth);
        const today = toIso(Math.min(birth + offset, end));
        const b = new Date(birth * day);
        const t = new Date(`${today}T00:00:00Z`);
        let expected = t.getUTCFullYear() - b.getUTCFullYear();
        const birthdayThisYear = new Date(Date.UTC(t.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate()));
        if (t < birthdayThisYear) expected -= 1;
        expect(ageOn(birthDate, today)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe("isAtLeast", () => {
  it.each([
    ["2006-06-15", 18, "2024-06-15", true, "18 today"],
    ["2006-06-16", 18, "2024-06-15", false, "17 years 364 days"],
    ["2006-06-14", 18, "2024-06-15", true, "18 years and a day"],
    ["2004-02-29", 18, "2022-02-28", false, "leap-day birth, 28 Feb: still 17"],
    ["2004-02-29", 18, "2022-03-01", true, "leap-day birth, 1 Mar: 18"],
    ["2004-02-29", 20, "2024-02-28", false, "leap-day birth, leap year, day before"],
    ["2004-02-29", 20, "2024-02-29", true, "leap-day birth, leap year, on the day"],
    ["2003-06-15", 21, "2024-06-15", true, "21 today"],
    ["2003-06-16", 21, "2024-06-15", false, "21 tomorrow"],
    ["2024-06-15", 0, "2024-06-15", true, "born today is at least 0"],
    ["2024-06-16", 0, "2024-06-15", false, "not born yet"],
  ])("%s, %i years, on %s: %s (%s)", (birthDate, years, today, expected) => {
    expect(isAtLeast(birthDate, years, today)).toBe(expected);
  });
});
