import { describe, expect, it } from "vitest";

import { groupInFours, svgDataUrl } from "./totp-secret";

describe("groupInFours", () => {
  it.each([
    ["JBSWY3DPEHPK3PXP", "JBSW Y3DP EHPK 3PXP"],
    ["JBSWY3DPEHPK3PXPA", "JBSW Y3DP EHPK 3PXP A"],
    [" JBSW Y3DP ", "JBSW Y3DP"],
    ["", ""],
  ])("%j → %j", (secret, grouped) => expect(groupInFours(secret)).toBe(grouped));
});

describe("svgDataUrl", () => {
  it("encodes the document's UTF-8 bytes, so any character survives", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>código ✓</title></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith("data:image/svg+xml;base64,")).toBe(true);
    expect(Buffer.from(url.split(",")[1]!, "base64").toString("utf8")).toBe(svg);
  });
});
