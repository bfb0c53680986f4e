import { describe, expect, it } from "vitest";

import { needsIdentityRecheck } from "./identity-recheck";
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

  it("only after VERIFIED: before it, the next check reads the new values anyway", () => {
    for (const status of VERIFICATION_STATUSES.filter((s) => s !== "VERIFIED")) {
      expect(needsIdentityRecheck(status, ["firstName", "birthDate", "ssn"])).toBe(false);
    }
  });
});
