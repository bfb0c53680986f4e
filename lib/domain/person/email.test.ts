import { describe, expect, it } from "vitest";
import { z } from "zod";

import { checkEmail, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "./email";

const codes = (input: string) => {
  const result = checkEmail(input);
  return result.ok ? [] : result.problems.map((problem) => problem.code);
};

// 254 characters in all: 64 + "@" + a domain of labels.
const longest = `${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(2)}.com`;

describe("checkEmail", () => {
  it("is zod's default e-mail pattern, the one the API has always applied", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it.each([
    ["ada@example.com", "ada@example.com"],
    [" Ada@Example.COM ", "ada@example.com"],
    ["first.last+tag@sub.example.co", "first.last+tag@sub.example.co"],
    [longest, longest],
  ])("accepts %j as %j", (input, value) => {
    expect(checkEmail(input)).toEqual({ ok: true, value });
  });

  it("counts the longest address right", () => {
    expect(longest.length).toBe(EMAIL_MAX_LENGTH);
  });

  it.each([
    ["", ["email_invalid"]],
    [" ", ["email_invalid"]],
    ["ada", ["email_invalid"]],
    ["ada@example", ["email_invalid"]],
    ["ada@@example.com", ["email_invalid"]],
    [".ada@example.com", ["email_invalid"]],
    ["ada@exämple.com", ["email_invalid"]],
    // Too long is the only problem reported, even when the value is not an address either.
    [`${longest}x`, ["too_long"]],
    ["x".repeat(300), ["too_long"]],
  ])("refuses %j with %j", (input, expected) => {
    expect(codes(input)).toEqual(expected);
  });
});
