import { describe, expect, it } from "vitest";

import { resettableFields } from "@/lib/domain/person/employee-resets";
import type { VerificationStatus } from "@/lib/domain/identity/verification-status";

import { cardNote, identityNote } from "./change-effects";

// Through the API's own rule, so the portal says what PATCH will do.
const note = (status: VerificationStatus, sandbox = false) =>
  identityNote(status, resettableFields(status, { sandbox }));

describe("identityNote", () => {
  it.each<VerificationStatus>(["NOT_STARTED", "NEEDS_EXPANDED_VERIFICATION"])(
    "says nothing while every datum may change (%s)",
    (status) => {
      expect(note(status)).toBeNull();
    },
  );

  it("after a failure: correcting who the person is or where they live starts a new check", () => {
    expect(note("FAILED")).toEqual({ kind: "failed", recheck: ["name", "birthDate", "address", "ssn"] });
  });

  it("locks birth date, SSN and address while a check runs", () => {
    expect(note("PENDING")).toEqual({ kind: "checking", locked: ["birthDate", "ssn", "address"] });
  });

  it("after verification: the SSN refused; name and birth date start a new check; phone and address repeat nothing", () => {
    expect(note("VERIFIED")).toEqual({
      kind: "verified",
      locked: ["ssn"],
      recheck: ["name", "birthDate"],
      free: ["phone", "address"],
    });
  });

  it("in the sandbox a verified SSN may be reset for testing: it too starts a new check", () => {
    expect(note("VERIFIED", true)).toEqual({
      kind: "verified",
      locked: [],
      recheck: ["name", "birthDate", "ssn"],
      free: ["phone", "address"],
    });
  });

  it("leaves out of each list what the rule locks", () => {
    expect(identityNote("VERIFIED", { residentialAddress: false, birthDate: false, ssn: false })).toEqual({
      kind: "verified",
      locked: ["birthDate", "ssn", "address"],
      recheck: ["name"],
      free: ["phone"],
    });
  });
});

describe("cardNote", () => {
  it.each([
    ["pending", "preparing"],
    ["shipped", "mailed"],
    ["delivered", "mailed"],
    ["returned", "returned"],
    ["failure", "returned"],
    ["canceled", null],
    [null, null],
    [undefined, null],
  ] as const)("%s → %s", (shipping, expected) => {
    expect(cardNote(shipping)).toBe(expected);
  });
});
