import { describe, expect, it } from "vitest";

import { maskSsn, parseSsn, ssnLastFour } from "./ssn";

// A failure message must never give any part of the number back: no digits at all.
function expectFailure(input: string, code: string) {
  const result = parseSsn(input);
  expect(result).toMatchObject({ ok: false, code });
  if (result.ok) return;
  expect(result.message).not.toMatch(/\d/);
  const digits = input.replace(/\D/g, "");
  if (digits !== "") expect(result.message).not.toContain(digits);
  if (input.trim() !== "") expect(result.message).not.toContain(input.trim());
}

describe("parseSsn: accepted shapes", () => {
  it.each([
    ["123456789", "123456789"],
    ["123-45-6789", "123456789"],
    ["  123-45-6789  ", "123456789"],
    ["\t123456789\n", "123456789"],
    ["\u00a0123-45-6789\u00a0", "123456789"], // non-breaking spaces pasted from a web page
    ["001-01-0001", "001010001"], // lowest valid digits in every group
    ["899-99-9999", "899999999"], // highest valid area
  ])("%j → %s", (input, normalized) => {
    expect(parseSsn(input)).toEqual({ ok: true, value: normalized });
  });
});

describe("parseSsn: format", () => {
  it.each([
    ["", "empty"],
    ["   ", "whitespace only"],
    ["12345678", "8 digits"],
    ["1234567890", "10 digits"],
    ["12-345-6789", "dashes in the wrong places"],
    ["123-456789", "only the first dash"],
    ["12345-6789", "only the second dash"],
    ["123--45-6789", "double dash"],
    ["123 45 6789", "spaces as separators"],
    ["123.45.6789", "dots as separators"],
    ["123/45/6789", "slashes"],
    ["123–45–6789", "en dashes"],
    ["123-45-678", "short serial"],
    ["123-45-67890", "long serial"],
    ["1234-5-6789", "long area"],
    ["12a-45-6789", "a letter"],
    ["XXX-XX-6789", "already masked"],
    ["***-**-6789", "already masked with stars"],
    ["+123456789", "a sign"],
    ["１２３４５６７８９", "full-width digits"],
    ["123 456 789", "grouped in threes"],
    ["123-45-6789x", "trailing junk"],
    ["SSN 123-45-6789", "a label"],
  ])("%j is ssn_invalid_format (%s)", (input) => {
    expectFailure(input, "ssn_invalid_format");
  });
});

describe("parseSsn: numbers that are never issued", () => {
  // true: valid; otherwise the expected code.
  it.each<[string, true | string]>([
    // area boundaries at 9xx
    ["899-12-3456", true],
    ["900-12-3456", "ssn_starts_with_9"],
    ["999-99-9999", "ssn_starts_with_9"],
    ["987-65-4321", "ssn_starts_with_9"],
    ["900123456", "ssn_starts_with_9"],
    // 9xx wins over every other rule
    ["900-00-0000", "ssn_starts_with_9"],
    ["966-12-3456", "ssn_starts_with_9"],
    ["912-00-3456", "ssn_starts_with_9"],
    ["912-34-0000", "ssn_starts_with_9"],
    // 000 and 666, with their neighbours
    ["000-12-3456", "ssn_invalid_area"],
    ["001-12-3456", true],
    ["665-12-3456", true],
    ["666-12-3456", "ssn_invalid_area"],
    ["666123456", "ssn_invalid_area"],
    ["667-12-3456", true],
    // area is checked before group and serial
    ["000-00-0000", "ssn_invalid_area"],
    ["666-00-1234", "ssn_invalid_area"],
    // group 00, with its neighbours
    ["123-00-4567", "ssn_invalid_group"],
    ["123004567", "ssn_invalid_group"],
    ["123-01-4567", true],
    ["123-99-4567", true],
    ["123-00-0000", "ssn_invalid_group"],
    ["123-10-4567", true],
    // serial 0000, with its neighbours
    ["123-45-0000", "ssn_invalid_serial"],
    ["123450000", "ssn_invalid_serial"],
    ["123-45-0001", true],
    ["123-45-9999", true],
    ["123-45-1000", true],
    // assigned since randomization (June 2011); once "never issued", now valid
    ["734-12-3456", true],
    ["749-12-3456", true],
    ["750-12-3456", true],
    ["772-12-3456", true],
    ["773-12-3456", true],
    ["800-12-3456", true],
    ["899-00-3456", "ssn_invalid_group"],
    // famous and advertising numbers are not rejected: the SSA rules don't list them
    ["078-05-1120", true],
  ])("%s → %s", (input, expected) => {
    if (expected === true) {
      expect(parseSsn(input)).toEqual({ ok: true, value: input.replace(/-/g, "") });
      return;
    }
    expectFailure(input, expected);
  });

  it("gives every 9xx area ssn_starts_with_9", () => {
    for (let area = 900; area <= 999; area++) {
      expect(parseSsn(`${area}-00-0000`)).toMatchObject({ code: "ssn_starts_with_9" });
    }
  });

  it("accepts every area from 001 to 899 except 666", () => {
    const rejected: string[] = [];
    for (let area = 1; area <= 899; area++) {
      const ssn = `${String(area).padStart(3, "0")}-12-3456`;
      if (!parseSsn(ssn).ok) rejected.push(ssn);
    }
    expect(rejected).toEqual(["666-12-3456"]);
  });

  it("accepts every group from 01 to 99 and every serial from 0001 to 9999", () => {
    const rejected: string[] = [];
    for (let group = 1; group <= 99; group++) {
      const ssn = `123-${String(group).padStart(2, "0")}-4567`;
      if (!parseSsn(ssn).ok) rejected.push(ssn);
    }
    for (let serial = 1; serial <= 9999; serial++) {
      const ssn = `123-45-${String(serial).padStart(4, "0")}`;
      if (!parseSsn(ssn).ok) rejected.push(ssn);
    }
    expect(rejected).toEqual([]);
  });

  it("never puts a digit in any message", () => {
    const failures = ["", "1", "900-12-3456", "000-12-3456", "123-00-4567", "123-45-0000", "123-45-678"].map(parseSsn);
    for (const result of failures) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).not.toMatch(/\d/);
    }
  });
});

describe("ssnLastFour", () => {
  it.each([
    ["123456789", "6789"],
    ["001010001", "0001"],
    ["123450000", "0000"],
  ])("%s → %s", (normalized, lastFour) => {
    expect(ssnLastFour(normalized)).toBe(lastFour);
  });

  it("round-trips with parseSsn", () => {
    const parsed = parseSsn("123-45-6789");
    expect(parsed.ok && ssnLastFour(parsed.value)).toBe("6789");
  });

  it.each(["123-45-6789", "12345678", "1234567890", "", "12345678a"])("throws on non-normalized %j", (input) => {
    expect(() => ssnLastFour(input)).toThrow(RangeError);
  });

  it("does not repeat the value in the error", () => {
    expect(() => ssnLastFour("123-45-6789")).toThrow(/^[^0-9]*$/);
  });
});

describe("maskSsn", () => {
  it.each([
    ["6789", "***-**-6789"],
    ["0000", "***-**-0000"],
    ["1234", "***-**-1234"],
  ])("%s → %s", (lastFour, masked) => {
    expect(maskSsn(lastFour)).toBe(masked);
  });

  it.each(["123", "12345", "12a4", "", "123456789"])("throws on %j", (input) => {
    expect(() => maskSsn(input)).toThrow(RangeError);
  });
});
