import { describe, expect, it } from "vitest";

import { checkPersonName, PERSON_NAME_MAX_LENGTH } from "./person-name";

describe("checkPersonName", () => {
  it.each([
    ["Ada", "Ada"],
    ["  Ada Lovelace ", "Ada Lovelace"],
    ["José-María O'Brien", "José-María O'Brien"],
    ["a".repeat(PERSON_NAME_MAX_LENGTH), "a".repeat(100)],
    [` ${"a".repeat(100)} `, "a".repeat(100)],
    // Code points, as the API counts: 100 characters though 101 UTF-16 units.
    ["a".repeat(99) + "😀", "a".repeat(99) + "😀"],
    ["😀".repeat(100), "😀".repeat(100)],
  ])("accepts %j as %j", (input, value) => {
    expect(checkPersonName(input)).toEqual({ ok: true, value });
  });

  it.each([
    ["", ["required"]],
    ["   ", ["required"]],
    ["a".repeat(101), ["too_long"]],
    ["😀".repeat(101), ["too_long"]],
    ["Ada\u0000", ["invalid_value"]],
    ["A\nda", ["invalid_value"]],
    ["\u007f", ["invalid_value"]],
    ["a".repeat(101) + "\u0001", ["too_long", "invalid_value"]],
  ])("refuses %j with %j", (input, codes) => {
    const result = checkPersonName(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((problem) => problem.code)).toEqual(codes);
  });

  it("says why control characters are refused, without repeating the value", () => {
    expect(checkPersonName("x\u0001")).toEqual({
      ok: false,
      problems: [{ code: "invalid_value", message: "Control characters are not allowed." }],
    });
  });
});
