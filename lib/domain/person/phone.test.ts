import { describe, expect, it } from "vitest";

import { parsePhoneE164 } from "./phone";

describe("parsePhoneE164", () => {
  it.each([
    // libphonenumber-js 1.13 treats the fictional 555-0100…0199 range as ordinary valid numbers.
    ["+12025550123", "US, fictional 555-01xx range: safe for docs and tests"],
    ["+12025550100", "US, first fictional number"],
    ["+12025550199", "US, last fictional number"],
    ["+14155552671", "US, San Francisco"],
    ["+18005550199", "US toll-free"],
    ["+17875550123", "Puerto Rico"],
    ["+16715550123", "Guam"],
    ["+442079460958", "UK London"],
    ["+447911123456", "UK mobile"],
    ["+33612345678", "France mobile"],
    ["+4915123456789", "Germany mobile"],
    ["+5511987654321", "Brazil mobile"],
    ["+61491570156", "Australia mobile"],
  ])("accepts %s (%s) and returns it unchanged", (input) => {
    expect(parsePhoneE164(input)).toEqual({ ok: true, value: input });
  });

  it.each([
    ["", "empty"],
    ["+", "plus only"],
    ["+1", "one digit"],
    ["12025550123", "no plus"],
    ["+0123456789", "country code starting with 0"],
    ["+1 202 555 0123", "spaces"],
    ["+1-202-555-0123", "dashes"],
    ["+1(202)5550123", "parentheses"],
    ["+1.202.555.0123", "dots"],
    [" +12025550123", "leading space"],
    ["+12025550123 ", "trailing space"],
    ["+12025550123\n", "trailing newline"],
    ["++12025550123", "double plus"],
    ["+1202555012a", "a letter"],
    ["+1800FLOWERS", "a vanity number"],
    ["+12025550123x1", "an extension"],
    ["+12025550123;ext=1", "an RFC 3966 extension"],
    ["tel:+12025550123", "a tel: URI"],
    ["00442079460958", "international 00 prefix"],
    ["(202) 555-0123", "US national format"],
    ["+1234567890123456", "16 digits: over the E.164 limit"],
    ["+１２０２５５５０１２３", "full-width digits"],
  ])("%j is phone_invalid_format (%s)", (input) => {
    const result = parsePhoneE164(input);
    expect(result).toMatchObject({ ok: false, code: "phone_invalid_format" });
    if (!result.ok && input.length > 2) expect(result.message).not.toContain(input);
  });

  it.each([
    ["+12", "two digits: the shortest shape, but no number"],
    ["+123456789012345", "15 digits: the longest shape, but no number"],
    ["+11234567890", "US area code starting with 1"],
    ["+12001234567", "US area code 200 is not assigned"],
    ["+12021110123", "US exchange starting with 1"],
    ["+12020550123", "US exchange starting with 0"],
    ["+1202555012", "US, 9 digits"],
    ["+120255501234", "US, 11 digits"],
    ["+447700900123", "UK Ofcom drama range: libphonenumber says no"],
    ["+4420794609", "UK, too short"],
    ["+99912345678", "unassigned country code 999"],
    // Only the "max" metadata catches these; the default metadata checks length alone.
    ["+12425550123", "Bahamas 242-555: no such exchange"],
    ["+491512345678901", "German mobile, too long"],
  ])("%s is phone_invalid (%s)", (input) => {
    const result = parsePhoneE164(input);
    expect(result).toMatchObject({ ok: false, code: "phone_invalid" });
    if (!result.ok) expect(result.message).not.toContain(input);
  });
});
