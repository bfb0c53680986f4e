import { describe, expect, it } from "vitest";

import { formatPhoneForInput, parsePhoneInput } from "./phone-input";

describe("parsePhoneInput", () => {
  it.each([
    ["(415) 555-2671", "+14155552671"],
    ["415-555-2671", "+14155552671"],
    ["415.555.2671", "+14155552671"],
    ["4155552671", "+14155552671"],
    ["1 415 555 2671", "+14155552671"],
    ["1-415-555-2671", "+14155552671"],
    ["+1 (415) 555-2671", "+14155552671"],
    ["+14155552671", "+14155552671"],
    ["  +1 202 555 0123 ", "+12025550123"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+52 55 1234 5678", "+525512345678"],
  ])("%j → %s", (input, value) => {
    expect(parsePhoneInput(input)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["555-2671", "phone_invalid_format"],
    ["415555267", "phone_invalid_format"],
    ["41555526711", "phone_invalid_format"],
    ["2 415 555 2671", "phone_invalid_format"],
    ["415-555-267a", "phone_invalid_format"],
    ["+0 415 555 2671", "phone_invalid_format"],
    ["+1234567890123456", "phone_invalid_format"],
    ["++14155552671", "phone_invalid_format"],
    ["(015) 555-2671", "phone_invalid"],
    ["(115) 555-2671", "phone_invalid"],
    ["(415) 155-2671", "phone_invalid"],
    ["+1 415 555 267", "phone_invalid"],
  ])("%j → %s", (input, code) => {
    expect(parsePhoneInput(input)).toEqual({ ok: false, code });
  });
});

describe("formatPhoneForInput", () => {
  it.each([
    ["+14155552671", "(415) 555-2671"],
    ["+442079460958", "+442079460958"],
    [null, ""],
  ])("%j → %j", (stored, shown) => {
    expect(formatPhoneForInput(stored)).toBe(shown);
  });

  it("round-trips US numbers", () => {
    expect(parsePhoneInput(formatPhoneForInput("+12025550123"))).toEqual({ ok: true, value: "+12025550123" });
  });
});
