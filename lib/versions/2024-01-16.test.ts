import { describe, expect, it } from "vitest";

import type { EmployeeResponse } from "@/lib/schemas/responses/employee";
import type { IdentityCheckResponse } from "@/lib/schemas/responses/identity";
import type { VerificationStatus } from "@/lib/domain/identity/verification-status";

import { forVersion } from ".";

// Moved from lib/domain/event-versions.test.ts (eventForVersion): the same cases through forVersion.
const needs = { employerId: "empr_1", employeeId: "empl_1", status: "NEEDS_EXPANDED_VERIFICATION" };

describe("events under 2024-01-16", () => {
  it.each(["2024-01-16", "2026-11-21"] as const)("keeps the expanded flow under %s", (version) => {
    expect(
      forVersion("event", { type: "identity-verification.needs-documentary-evidence", data: needs }, version),
    ).toEqual({
      type: "identity-verification.needs-documentary-evidence",
      data: needs,
    });
  });

  it("reads needs-documentary-evidence as failed before 2024-01-16", () => {
    expect(
      forVersion("event", { type: "identity-verification.needs-documentary-evidence", data: needs }, "2021-08-10"),
    ).toEqual({
      type: "identity-verification.failed",
      data: { ...needs, status: "FAILED" },
    });
  });

  it("leaves other events alone in every version", () => {
    const data = { employeeId: "empl_1", status: "VERIFIED" };
    expect(forVersion("event", { type: "identity-verification.success", data }, "2021-08-10")).toEqual({
      type: "identity-verification.success",
      data,
    });
    expect(forVersion("event", { type: "card.created", data: { cardId: "card_1" } }, "2021-08-10")).toEqual({
      type: "card.created",
      data: { cardId: "card_1" },
    });
  });
});

const check = (outcome: VerificationStatus | null): IdentityCheckResponse => ({
  id: "idv_1",
  object: "identity_check",
  kind: "standard",
  status: "completed",
  outcome,
  attempts: 1,
  createdAt: "2026-01-01T00:00:00.000Z",
  completedAt: "2026-01-01T00:01:00.000Z",
});

const employee = (status: VerificationStatus): EmployeeResponse => ({
  id: "empl_1",
  object: "employee",
  employerId: "empr_1",
  externalId: null,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phoneNumber: null,
  enrollInNewOnboarding: true,
  isEmployed: true,
  isEligible: true,
  birthDate: null,
  ssnLastFour: null,
  address: null,
  payrollScheduleId: null,
  onboarding_status: status,
  resettableFields: { residentialAddress: true, birthDate: true, ssn: true },
  repaymentMethodRequired: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

// Moved from lib/domain/identity/verification-status.test.ts (verificationStatusForVersion): the status as
// each response that carries it reads it.
describe("verification status under 2024-01-16", () => {
  it.each([
    ["NEEDS_EXPANDED_VERIFICATION", "2021-08-10", "FAILED"],
    ["NEEDS_EXPANDED_VERIFICATION", "2024-01-16", "NEEDS_EXPANDED_VERIFICATION"],
    ["NEEDS_EXPANDED_VERIFICATION", "2026-11-21", "NEEDS_EXPANDED_VERIFICATION"],
    ["FAILED", "2021-08-10", "FAILED"],
    ["VERIFIED", "2021-08-10", "VERIFIED"],
    ["PENDING", "2021-08-10", "PENDING"],
  ] as const)("%s under %s reads %s", (status, version, expected) => {
    expect(forVersion("employee", employee(status), version).onboarding_status).toBe(expected);
    expect(forVersion("identityCheck", check(status), version).outcome).toBe(expected);
    const identity = forVersion(
      "identityVerification",
      { object: "identity_verification", employeeId: "empl_1", onboarding_status: status, checks: [check(status)] },
      version,
    );
    expect([identity.onboarding_status, identity.checks[0]?.outcome]).toEqual([expected, expected]);
  });

  it("keeps a check without an outcome as null in every version", () => {
    expect(forVersion("identityCheck", check(null), "2021-08-10").outcome).toBeNull();
  });
});

describe("the employee under 2024-01-16", () => {
  it("has no resettableFields before 2024-01-16, and nothing else changes", () => {
    const { resettableFields: _resettableFields, ...rest } = employee("VERIFIED");
    expect(forVersion("employee", employee("VERIFIED"), "2021-08-10")).toStrictEqual(rest);
  });

  it.each(["2024-01-16", "2026-11-21"] as const)("is the latest shape under %s", (version) => {
    expect(forVersion("employee", employee("NEEDS_EXPANDED_VERIFICATION"), version)).toStrictEqual(
      employee("NEEDS_EXPANDED_VERIFICATION"),
    );
  });
});
