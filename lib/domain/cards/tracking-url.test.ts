import { describe, expect, it } from "vitest";

import { trackingUrlOf } from "./tracking-url";

describe("trackingUrlOf", () => {
  it("links each carrier the issuer names to its own tracking page", () => {
    expect(trackingUrlOf("usps", "9400111899223100001234")).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100001234",
    );
    expect(trackingUrlOf("FedEx", "123456789012")).toBe("https://www.fedex.com/fedextrack/?trknbr=123456789012");
    expect(trackingUrlOf("dhl", "JD014600003828")).toContain("tracking-id=JD014600003828");
    expect(trackingUrlOf("royal_mail", "AB123456789GB")).toContain("AB123456789GB");
  });

  it("gives no link without a carrier, a number, for an unknown carrier, or for a number that is not one", () => {
    expect(trackingUrlOf(null, "9400111899223100001234")).toBeNull();
    expect(trackingUrlOf("usps", null)).toBeNull();
    expect(trackingUrlOf("pigeon", "9400111899223100001234")).toBeNull();
    expect(trackingUrlOf("usps", "94001<script>")).toBeNull();
    expect(trackingUrlOf("usps", "12345")).toBeNull();
  });
});
