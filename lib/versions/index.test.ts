import { describe, expect, it } from "vitest";

import {
  API_VERSION_ALIASES,
  API_VERSIONS,
  apiVersionNamed,
  eventTypesSeenAs,
  forVersion,
  isApiVersion,
  isVersionAtLeast,
  LATEST_API_VERSION,
  SUPPORTED_API_VERSIONS,
  versionAdding,
  versionAddingOperation,
  versionNotes,
} from ".";

describe("the list of versions", () => {
  it("is the versions' dates, oldest first, the latest last", () => {
    expect(SUPPORTED_API_VERSIONS).toEqual(["2021-08-10", "2024-01-16", "2026-11-21"]);
    expect([...SUPPORTED_API_VERSIONS].sort()).toEqual(SUPPORTED_API_VERSIONS);
    expect(LATEST_API_VERSION).toBe("2026-11-21");
  });

  it.each([
    ["2024-01-16", true],
    ["2024-01-17", false],
    ["latest", false],
    ["", false],
  ])("%s is a version: %s", (value, expected) => {
    expect(isApiVersion(value)).toBe(expected);
  });

  it.each([
    ["2021-08-10", "2024-01-16", false],
    ["2024-01-16", "2024-01-16", true],
    ["2026-11-21", "2024-01-16", true],
  ] as const)("%s is at least %s: %s", (version, minimum, expected) => {
    expect(isVersionAtLeast(version, minimum)).toBe(expected);
  });

  it("names no version after the day it is read: a version is named by its release date", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const version of SUPPORTED_API_VERSIONS) expect(version <= today, version).toBe(true);
  });

  it.each([
    ["2026-11-21", "2026-11-21"],
    ["2027-01-01", "2026-11-21"],
    ["2024-01-16", "2024-01-16"],
    ["2027-01-02", undefined],
    ["constructor", undefined],
    ["__proto__", undefined],
  ])("reads %s as %s", (value, expected) => {
    expect(apiVersionNamed(value)).toBe(expected);
  });

  it("keeps every alias's version a version and no alias a version's name", () => {
    for (const [alias, version] of Object.entries(API_VERSION_ALIASES)) {
      expect(isApiVersion(version)).toBe(true);
      expect(isApiVersion(alias)).toBe(false);
    }
  });

  it("gives every version its changes for the guide", () => {
    for (const definition of API_VERSIONS) expect(definition.changes.length).toBeGreaterThan(0);
  });

  it("has nothing to downgrade to before the first version", () => {
    expect(API_VERSIONS[0]).not.toHaveProperty("downgrade");
    expect(API_VERSIONS[0]).not.toHaveProperty("adds");
  });
});

describe("endpoints added by a version", () => {
  it.each([
    ["closeAccount", "2024-01-16"],
    ["getOnboardingStatus", "2026-11-21"],
  ] as const)("%s exists from %s", (endpoint, version) => {
    expect(versionAdding(endpoint)).toBe(version);
    expect(versionAddingOperation(endpoint)).toBe(version);
  });

  it("leaves every other operation in every version", () => {
    expect(versionAddingOperation("getEmployee")).toBeUndefined();
  });
});

describe("forVersion", () => {
  it("applies the downgrades of the versions newer than the client's, newest first", () => {
    const event = {
      type: "identity-verification.needs-documentary-evidence",
      data: { status: "NEEDS_EXPANDED_VERIFICATION" },
    };
    expect(forVersion("event", event, "2026-11-21")).toBe(event);
    expect(forVersion("event", event, "2024-01-16")).toBe(event);
    expect(forVersion("event", event, "2021-08-10")).toEqual({
      type: "identity-verification.failed",
      data: { status: "FAILED" },
    });
  });

  it("does not change its input", () => {
    const data = { status: "NEEDS_EXPANDED_VERIFICATION" };
    forVersion("event", { type: "identity-verification.failed", data }, "2021-08-10");
    expect(data).toEqual({ status: "NEEDS_EXPANDED_VERIFICATION" });
  });
});

describe("versionNotes", () => {
  it("collects what the versions say about a subject", () => {
    expect(versionNotes("employee")).toContain("From API-Version 2024-01-16 the employee carries `resettableFields`");
    expect(versionNotes("identity-verification.needs-documentary-evidence")).toContain("2024-01-16");
  });

  it("is empty where no version changed anything", () => {
    expect(versionNotes("card.created")).toBe("");
  });
});

describe("the event list's type filter", () => {
  it.each([
    ["2026-11-21", ["identity-verification.failed"], ["identity-verification.failed"]],
    [
      "2026-11-21",
      ["identity-verification.needs-documentary-evidence"],
      ["identity-verification.needs-documentary-evidence"],
    ],
    [
      "2021-08-10",
      ["identity-verification.failed"],
      ["identity-verification.failed", "identity-verification.needs-documentary-evidence"],
    ],
    ["2021-08-10", ["identity-verification.needs-documentary-evidence"], []],
    ["2021-08-10", ["card.created", "employee.created"], ["employee.created", "card.created"]],
  ] as const)("under %s, %j matches the recorded types %j", (version, types, expected) => {
    expect(eventTypesSeenAs(types, version)).toEqual(expected);
  });
});
