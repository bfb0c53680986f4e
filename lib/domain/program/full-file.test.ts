import { describe, expect, it } from "vitest";

import { holdsFullFile, importMode, missingPercent } from "./full-file";

describe("full eligibility files", () => {
  it.each([
    [{ requested: "changes", fileName: "ACME_Eligibility_20260105_FULL.csv", setting: "full" }, "changes"],
    [{ requested: "full", fileName: "weekly.csv", setting: "changes" }, "full"],
    [{ fileName: "ACME_Eligibility_20260105_FULL.csv", setting: "changes" }, "full"],
    [{ fileName: "ACME_Eligibility_20260105.csv", setting: "changes" }, "changes"],
    [{ fileName: "ACME_Eligibility_20260105.csv", setting: "full" }, "full"],
    [{ fileName: null, setting: "full" }, "full"],
  ] as const)("%o is read as %s", (input, mode) => {
    expect(importMode(input)).toBe(mode);
  });

  it.each([
    // population, missing, threshold → held
    [1000, 100, 10, false],
    [1000, 101, 10, true],
    [10, 1, 10, false],
    [10, 2, 10, true],
    [3, 1, 33, true],
    [3, 1, 34, false],
    [0, 0, 10, false],
    [500, 0, 0, false],
    [500, 1, 0, true],
    [500, 500, 100, false],
  ])("population %i, %i missing, threshold %i%%: held %s", (population, missing, thresholdPercent, held) => {
    expect(holdsFullFile({ population, missing, thresholdPercent })).toBe(held);
  });

  it("states the share in whole percent, rounded up", () => {
    expect(missingPercent({ population: 1000, missing: 121 })).toBe(13);
    expect(missingPercent({ population: 4, missing: 1 })).toBe(25);
    expect(missingPercent({ population: 0, missing: 0 })).toBe(0);
  });
});
