import { describe, expect, it } from "vitest";

import { forVersion } from ".";
import { v2026_11_21 } from "./2026-11-21";

describe("2026-11-21", () => {
  it("adds the onboarding status endpoint", () => {
    expect(v2026_11_21.adds).toEqual(["getOnboardingStatus"]);
  });

  it("changes no response or event: a 2024-01-16 client sees the latest shape", () => {
    expect(v2026_11_21).not.toHaveProperty("downgrade");
    const event = {
      type: "identity-verification.needs-documentary-evidence",
      data: { status: "NEEDS_EXPANDED_VERIFICATION" },
    };
    expect(forVersion("event", event, "2024-01-16")).toBe(event);
  });
});
