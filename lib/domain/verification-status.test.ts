import { describe, expect, it } from "vitest";

import { verificationStatusForVersion } from "./verification-status";

describe("verificationStatusForVersion", () => {
  it.each([
    ["NEEDS_EXPANDED_VERIFICATION", "2021-08-10", "FAILED"],
    ["NEEDS_EXPANDED_VERIFICATION", "2024-01-16", "NEEDS_EXPANDED_VERIFICATION"],
    ["NEEDS_EXPANDED_VERIFICATION", "2027-01-01", "NEEDS_EXPANDED_VERIFICATION"],
    ["FAILED", "2021-08-10", "FAILED"],
    ["VERIFIED", "2021-08-10", "VERIFIED"],
    ["PENDING", "2021-08-10", "PENDING"],
  ] as const)("%s under %s reads %s", (status, version, expected) => {
    expect(verificationStatusForVersion(status, version)).toBe(expected);
  });
});
