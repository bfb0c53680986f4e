import { describe, expect, it } from "vitest";

import { resettableFields } from "@/lib/domain/employee-resets";
import type { VerificationStatus } from "@/lib/domain/verification-status";

import { cardNote, identityNote } from "./change-effects";

// Through the API's own rule, so the portal says what PATCH will do.
const note = (status: VerificationStatus, sandbox = false) =>
  identityNote(status, resettableFields(status, { sandbox }));

describe("identityNote", () => {
  it.each<VerificationStatus>(["NOT_STARTED", "FAILED", "NEEDS_EXPANDED_VERIFICATION"])(
    "says nothing while every datum may change (%s)",
    (status) => {
      expect(note(status)).toBeNull();
    },
  );

  it("locks birth date, SSN and address while a check runs", () => {
    expect(note("PENDING")).toEqual({ kind: "checking", locked: ["birthDate", "ssn", "address"] });
  });

  it("after verification: birth date and SSN refused, name, phone and address may change without a new check", () => {
    expect(note("VERIFIED")).toEqual({
      kind: "verified",
      locked: ["birthDate", "ssn"],
      changeable: ["name", "phone", "address"],
    });
  });

  it("in the sandbox a verified SSN may be reset for testing, so only the birth date is named", () => {
    expect(note("VERIFIED", true)).toEqual({
      kind: "verified",
      locked: ["birthDate"],
      changeable: ["name", "phone", "address"],
    });
  });

  it("leaves the address out of what may change when the rule locks it", () => {
    expect(identityNote("VERIFIED", { residentialAddress: false, birthDate: false, ssn: false })).toEqual({
      kind: "verified",
      locked: ["birthDate", "ssn", "address"],
      changeable: ["name", "phone"],
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
