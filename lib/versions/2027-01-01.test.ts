import { describe, expect, it } from "vitest";

import { forVersion } from ".";
import { v2027_01_01 } from "./2027-01-01";

describe("2027-01-01", () => {
  it("adds the onboarding status endpoint", () => {
    expect(v2027_01_01.adds).toEqual(["getOnboardingStatus"]);
  });

  it("changes no response or event: a 2024-01-16 client sees the latest shape", () => {
    expect(v2027_01_01).not.toHaveProperty("downgrade");
    const event = {
      type: "identity-verification.needs-documentary-evidence",
      data: { status: "NEEDS_EXPANDED_VERIFICATION" },
    };
    expect(forVersion("event", event, "2024-01-16")).toBe(event);
  });
});
