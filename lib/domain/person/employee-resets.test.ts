import { describe, expect, it } from "vitest";

import { resettableFields } from "./employee-resets";
import { VERIFICATION_STATUSES } from "@/lib/domain/identity/verification-status";

describe("resettableFields", () => {
  it.each([
    ["NOT_STARTED", false, { residentialAddress: true, birthDate: true, ssn: true }],
    ["FAILED", false, { residentialAddress: true, birthDate: true, ssn: true }],
    ["NEEDS_EXPANDED_VERIFICATION", false, { residentialAddress: true, birthDate: true, ssn: true }],
    ["PENDING", true, { residentialAddress: false, birthDate: false, ssn: false }],
    ["VERIFIED", false, { residentialAddress: true, birthDate: true, ssn: false }],
    ["VERIFIED", true, { residentialAddress: true, birthDate: true, ssn: true }],
  ] as const)("%s (sandbox %s)", (status, sandbox, expected) => {
    expect(resettableFields(status, { sandbox })).toEqual(expected);
  });

  it("answers for every status", () => {
    for (const status of VERIFICATION_STATUSES) {
      expect(resettableFields(status, { sandbox: false })).toBeTypeOf("object");
    }
  });
});
