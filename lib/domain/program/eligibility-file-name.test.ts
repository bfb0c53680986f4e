import { describe, expect, it } from "vitest";

import {
  acknowledgementName,
  isAcceptableFileName,
  namesFullFile,
  parseProgramFileName,
} from "./eligibility-file-name";

describe("eligibility file names", () => {
  it.each([
    ["ACME_Eligibility_20260105.csv", true],
    ["weekly-export.CSV", true],
    ["a.csv", true],
    [".hidden.csv", false],
    ["../etc/passwd.csv", false],
    ["dir/file.csv", false],
    ["file..csv", false],
    ["report.txt", false],
    ["file name.csv", false],
    ["ssn\u0000.csv", false],
    [`${"x".repeat(125)}.csv`, false],
    [`${"x".repeat(124)}.csv`, true],
  ])("%s acceptable: %s", (name, ok) => {
    expect(isAcceptableFileName(name)).toBe(ok);
  });

  it("reads the program's convention, refusing impossible dates", () => {
    expect(parseProgramFileName("ACME_Eligibility_20260105.csv")).toEqual({ clientId: "ACME", date: "2026-01-05" });
    expect(parseProgramFileName("acme-01_eligibility_20240229.csv")).toEqual({
      clientId: "acme-01",
      date: "2024-02-29",
    });
    expect(parseProgramFileName("ACME_Eligibility_20250229.csv")).toBeUndefined();
    expect(parseProgramFileName("ACME_Eligibility_2026015.csv")).toBeUndefined();
    expect(parseProgramFileName("weekly.csv")).toBeUndefined();
    expect(parseProgramFileName("ACME_Eligibility_20260105_FULL.csv")).toEqual({
      clientId: "ACME",
      date: "2026-01-05",
    });
    expect(parseProgramFileName("ACME_Eligibility_20260105_PARTIAL.csv")).toBeUndefined();
  });

  it.each([
    ["ACME_Eligibility_20260105_FULL.csv", true],
    ["workforce_full.CSV", true],
    ["ACME_Eligibility_20260105.csv", false],
    ["full.csv", false],
    ["ACME_FULL_20260105.csv", false],
    ["fullness_full.csv.bak", false],
  ])("%s names a full file: %s", (name, full) => {
    expect(namesFullFile(name)).toBe(full);
  });

  it("names the acknowledgement after the upload", () => {
    expect(acknowledgementName("ACME_Eligibility_20260105.csv")).toBe("ACME_Eligibility_20260105.ack.csv");
    expect(acknowledgementName("weekly.CSV", 2)).toBe("weekly.ack-2.csv");
  });
});
