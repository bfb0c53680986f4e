import { describe, expect, it } from "vitest";

import { inviteLinkRequestSchema, isPartnerAppUrl } from "./invite-link";

describe("isPartnerAppUrl", () => {
  it.each([
    ["https://app.partner.example/done", true],
    ["https://app.partner.example:8443/done?x=1#y", true],
    ["http://localhost:3000/done", true],
    ["http://127.0.0.1/done", true],
    ["http://app.partner.example/done", false],
    ["https://user:pass@app.partner.example/done", false],
    ["javascript:alert(1)", false],
    ["ftp://app.partner.example/", false],
    ["/relative/path", false],
    ["", false],
  ])("%s → %s", (url, expected) => {
    expect(isPartnerAppUrl(url)).toBe(expected);
  });
});

describe("inviteLinkRequestSchema", () => {
  it("takes both URLs, either, or none, and nothing else", () => {
    expect(inviteLinkRequestSchema.safeParse({}).success).toBe(true);
    expect(inviteLinkRequestSchema.safeParse({ returnUrl: "https://a.example/" }).success).toBe(true);
    expect(inviteLinkRequestSchema.safeParse({ other: 1 }).success).toBe(false);
    expect(inviteLinkRequestSchema.safeParse({ refreshUrl: `https://a.example/${"x".repeat(2048)}` }).success).toBe(
      false,
    );
  });
});
