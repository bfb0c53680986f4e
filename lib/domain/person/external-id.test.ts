import { describe, expect, it } from "vitest";

import { checkExternalId, EXTERNAL_ID_MAX_LENGTH } from "./external-id";

const codes = (input: string) => {
  const result = checkExternalId(input);
  return result.ok ? [] : result.problems.map((problem) => problem.code);
};

describe("checkExternalId", () => {
  it.each([
    ["HR-00042", "HR-00042"],
    [" HR-1 ", "HR-1"],
    ["!", "!"],
    ["~".repeat(EXTERNAL_ID_MAX_LENGTH), "~".repeat(64)],
  ])("accepts %j as %j", (input, value) => {
    expect(checkExternalId(input)).toEqual({ ok: true, value });
  });

  it.each([
    ["", ["required", "invalid_value"]],
    ["  ", ["required", "invalid_value"]],
    ["a".repeat(65), ["too_long"]],
    ["a b", ["invalid_value"]],
    ["é", ["invalid_value"]],
    ["HR\u00a01", ["invalid_value"]],
    // Code points: 33 emoji are 66 UTF-16 units but 33 characters, so only not ASCII.
    ["😀".repeat(33), ["invalid_value"]],
    ["😀".repeat(65), ["too_long", "invalid_value"]],
    ["é".repeat(65), ["too_long", "invalid_value"]],
  ])("refuses %j with %j", (input, expected) => {
    expect(codes(input)).toEqual(expected);
  });
});
