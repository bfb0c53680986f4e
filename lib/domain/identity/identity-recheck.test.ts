import { describe, expect, it } from "vitest";

import { needsIdentityRecheck, pendingCheckStale } from "./identity-recheck";
import { VERIFICATION_STATUSES } from "./verification-status";

describe("a new identity check after a change", () => {
  it.each(["firstName", "lastName", "birthDate", "ssn"])("after VERIFIED, a change of %s starts one", (field) => {
    expect(needsIdentityRecheck("VERIFIED", [field])).toBe(true);
    expect(needsIdentityRecheck("VERIFIED", ["phoneNumber", field, "address"])).toBe(true);
  });

  it("phone, address, e-mail and the employer's fields never do", () => {
    expect(
      needsIdentityRecheck("VERIFIED", ["phoneNumber", "address", "email", "isEmployed", "payrollScheduleId"]),
    ).toBe(false);
    expect(needsIdentityRecheck("VERIFIED", [])).toBe(false);
  });

  it.each(["firstName", "lastName", "birthDate", "ssn", "phoneNumber", "address"])(
    "while a check is PENDING, a change of %s starts a new one (the queued request sent the old value)",
    (field) => {
      expect(needsIdentityRecheck("PENDING", [field])).toBe(true);
      expect(needsIdentityRecheck("PENDING", ["email", field])).toBe(true);
    },
  );

  it("while PENDING, e-mail and the employer's fields do not", () => {
    expect(needsIdentityRecheck("PENDING", ["email", "isEmployed", "isEligible", "payrollScheduleId"])).toBe(false);
    expect(needsIdentityRecheck("PENDING", [])).toBe(false);
  });

  it.each(["firstName", "lastName", "birthDate", "ssn", "address"])(
    "after FAILED, a correction of %s starts one at once",
    (field) => {
      expect(needsIdentityRecheck("FAILED", [field])).toBe(true);
    },
  );

  it("after FAILED, a new phone, e-mail or the employer's fields do not", () => {
    expect(needsIdentityRecheck("FAILED", ["phoneNumber", "email", "isEmployed", "payrollScheduleId"])).toBe(false);
  });

  it("before a check, or while documents are asked for, never: the next check sends the new values anyway", () => {
    for (const status of VERIFICATION_STATUSES.filter((s) => s !== "VERIFIED" && s !== "PENDING" && s !== "FAILED")) {
      expect(needsIdentityRecheck(status, ["firstName", "birthDate", "ssn", "phoneNumber", "address"])).toBe(false);
    }
  });
});

describe("which pending check a change makes stale", () => {
  it.each(["firstName", "lastName", "birthDate", "ssn", "phoneNumber", "address"])(
    "a standard check sends %s",
    (field) => {
      expect(pendingCheckStale("standard", [field])).toBe(true);
    },
  );

  it.each([
    ["firstName", true],
    ["lastName", true],
    ["birthDate", true],
    ["ssn", false],
    ["phoneNumber", false],
    ["address", false],
  ])("a documentary check and %s: %s (it sends the name and birth date with the document)", (field, stale) => {
    expect(pendingCheckStale("documentary", [field])).toBe(stale);
  });

  it("nothing sent, nothing stale", () => {
    expect(pendingCheckStale("standard", ["email"])).toBe(false);
    expect(pendingCheckStale("documentary", [])).toBe(false);
  });
});
