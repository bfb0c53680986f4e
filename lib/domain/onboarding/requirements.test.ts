import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { evaluateRequirements, REQUIREMENT_KEYS, type RequirementKey, type RequirementsSnapshot } from "./requirements";
import { completeSnapshot } from "./complete-snapshot.fixture";
import { VERIFICATION_STATUSES } from "@/lib/domain/identity/verification-status";

const TODAY = "2026-11-21";

type Patch = (s: RequirementsSnapshot) => void;

const get = (snapshot: RequirementsSnapshot, key: RequirementKey) =>
  evaluateRequirements(snapshot).requirements.find((r) => r.key === key)!;

function expectOutcome(change: Patch, key: RequirementKey, status: string, code: string | null) {
  const snapshot = completeSnapshot();
  change(snapshot);
  const requirement = get(snapshot, key);
  expect({ status: requirement.status, code: requirement.code, fulfilled: requirement.fulfilled }).toEqual({
    status,
    code,
    fulfilled: status === "fulfilled",
  });
  return requirement;
}

describe("evaluateRequirements", () => {
  it("lists the 12 requirements in the contract's order and is complete for a complete employee", () => {
    const result = evaluateRequirements(completeSnapshot());
    expect(result.requirements.map((r) => r.key)).toEqual([...REQUIREMENT_KEYS]);
    expect(result.complete).toBe(true);
    for (const requirement of result.requirements) {
      expect(requirement).toMatchObject({ fulfilled: true, status: "fulfilled", code: null, fields: [] });
      expect(requirement.message.length).toBeGreaterThan(0);
    }
  });

  it.each<[string, RequirementKey, Patch, string, string | null]>([
    [
      "employed null",
      "employment_status",
      (s) => void (s.employee.isEmployed = null),
      "missing",
      "employment_status_missing",
    ],
    ["employed false", "employment_status", (s) => void (s.employee.isEmployed = false), "failed", "not_employed"],
    [
      "eligible null",
      "eligibility_status",
      (s) => void (s.employee.isEligible = null),
      "missing",
      "eligibility_status_missing",
    ],
    ["eligible false", "eligibility_status", (s) => void (s.employee.isEligible = false), "failed", "not_eligible"],
    ["no birth date", "birthday", (s) => void (s.employee.birthDate = null), "missing", "birth_date_missing"],
    [
      "impossible birth date (file import)",
      "birthday",
      (s) => void (s.employee.birthDate = "1990-02-30"),
      "invalid",
      "birth_date_invalid",
    ],
    [
      "future birth date",
      "birthday",
      (s) => void (s.employee.birthDate = "2026-11-22"),
      "invalid",
      "birth_date_invalid",
    ],
    [
      "birth date today is still a valid date",
      "birthday",
      (s) => void (s.employee.birthDate = TODAY),
      "fulfilled",
      null,
    ],
    [
      "over 18 blocked by birthday",
      "over_18",
      (s) => void (s.employee.birthDate = null),
      "blocked",
      "birth_date_missing",
    ],
    ["18th birthday today", "over_18", (s) => void (s.employee.birthDate = "2008-11-21"), "fulfilled", null],
    ["18th birthday tomorrow", "over_18", (s) => void (s.employee.birthDate = "2008-11-22"), "failed", "under_18"],
    [
      "leap-day birth, non-leap 18th year: 28 Feb not yet",
      "over_18",
      (s) => {
        s.today = "2026-02-28";
        s.employee.birthDate = "2008-02-29";
      },
      "failed",
      "under_18",
    ],
    [
      "leap-day birth, non-leap 18th year: 1 March",
      "over_18",
      (s) => {
        s.today = "2026-03-01";
        s.employee.birthDate = "2008-02-29";
      },
      "fulfilled",
      null,
    ],
    ["no address", "valid_address", (s) => void (s.employee.address = null), "missing", "address_missing"],
    ["no city", "valid_address", (s) => void (s.employee.address!.city = null), "missing", "address_incomplete"],
    ["blank line1", "valid_address", (s) => void (s.employee.address!.line1 = "  "), "missing", "address_incomplete"],
    ["bad state", "valid_address", (s) => void (s.employee.address!.state = "XX"), "invalid", "address_state_invalid"],
    [
      "bad ZIP",
      "valid_address",
      (s) => void (s.employee.address!.postalCode = "9410"),
      "invalid",
      "address_postal_code_invalid",
    ],
    [
      "PO box line1",
      "valid_address",
      (s) => void (s.employee.address!.line1 = "PO Box 7"),
      "invalid",
      "address_po_box",
    ],
    [
      "PO box line2",
      "valid_address",
      (s) => void (s.employee.address!.line2 = "P.O. Box 7"),
      "invalid",
      "address_po_box",
    ],
    [
      "street like a box",
      "valid_address",
      (s) => void (s.employee.address!.line1 = "12 Boxwood Lane"),
      "fulfilled",
      null,
    ],
    [
      "no schedule",
      "payroll_schedule",
      (s) => {
        s.employee.payrollScheduleId = null;
        s.payrollSchedule = null;
      },
      "missing",
      "payroll_schedule_missing",
    ],
    [
      "schedule gone",
      "payroll_schedule",
      (s) => void (s.payrollSchedule = null),
      "invalid",
      "payroll_schedule_not_found",
    ],
    [
      "schedule inactive",
      "payroll_schedule",
      (s) => void (s.payrollSchedule = { id: 1, active: false }),
      "invalid",
      "payroll_schedule_inactive",
    ],
    ["no SSN", "ssn", (s) => void (s.employee.ssn = null), "missing", "ssn_missing"],
    [
      "SSN starts with 9 (file import)",
      "ssn",
      (s) => void (s.employee.ssn = "931548765"),
      "invalid",
      "ssn_starts_with_9",
    ],
    ["SSN area 666", "ssn", (s) => void (s.employee.ssn = "666548765"), "invalid", "ssn_invalid_area"],
    ["SSN bad format", "ssn", (s) => void (s.employee.ssn = "23154876"), "invalid", "ssn_invalid_format"],
    [
      "payment method employer, none saved",
      "repayment_process",
      (s) => void (s.employer = { payrollDeductionRepayment: false, paymentMethodRepayment: true }),
      "missing",
      "payment_method_missing",
    ],
    [
      "payment method employer, pending",
      "repayment_process",
      (s) => {
        s.employer = { payrollDeductionRepayment: false, paymentMethodRepayment: true };
        s.paymentMethods = [{ status: "Pending" }];
      },
      "pending",
      "payment_method_pending_verification",
    ],
    [
      "payment method employer, failed only",
      "repayment_process",
      (s) => {
        s.employer = { payrollDeductionRepayment: false, paymentMethodRepayment: true };
        s.paymentMethods = [{ status: "Failed" }];
      },
      "missing",
      "payment_method_missing",
    ],
    [
      "payment method employer, verified",
      "repayment_process",
      (s) => {
        s.employer = { payrollDeductionRepayment: false, paymentMethodRepayment: true };
        s.paymentMethods = [{ status: "Failed" }, { status: "Verified" }];
      },
      "fulfilled",
      null,
    ],
    [
      "both enabled: payroll deduction suffices",
      "repayment_process",
      (s) => void (s.employer = { payrollDeductionRepayment: true, paymentMethodRepayment: true }),
      "fulfilled",
      null,
    ],
    [
      "neither enabled",
      "repayment_process",
      (s) => void (s.employer = { payrollDeductionRepayment: false, paymentMethodRepayment: false }),
      "blocked",
      "repayment_not_configured",
    ],
    [
      "agreement never accepted",
      "agreements",
      (s) => void (s.agreements[0] = { ...s.agreements[0]!, acceptedInForce: false, acceptedAny: false }),
      "missing",
      "agreements_not_accepted",
    ],
    [
      "agreement accepted on an old version",
      "agreements",
      (s) => void (s.agreements[0] = { ...s.agreements[0]!, acceptedInForce: false, acceptedAny: true }),
      "missing",
      "agreement_version_outdated",
    ],
    [
      "optional agreement not accepted",
      "agreements",
      (s) =>
        void s.agreements.push({
          id: "agr_2",
          required: false,
          latestTag: "m-1",
          acceptedInForce: false,
          acceptedAny: false,
        }),
      "fulfilled",
      null,
    ],
    ["no agreements at all", "agreements", (s) => void (s.agreements = []), "fulfilled", null],
    [
      "not enrolled",
      "enrolled_in_onboarding",
      (s) => void (s.employee.enrollInNewOnboarding = false),
      "missing",
      "not_enrolled",
    ],
    [
      "ATR blocked without enrolment",
      "atr",
      (s) => void (s.employee.enrollInNewOnboarding = false),
      "blocked",
      "atr_requires_enrollment",
    ],
    ["ATR missing", "atr", (s) => void (s.latestAtr = null), "missing", "atr_missing"],
    ["ATR failed", "atr", (s) => void (s.latestAtr = { passed: false }), "failed", "atr_failed"],
    [
      "IDV blocked by SSN",
      "identity_verification",
      (s) => void (s.employee.ssn = "931548765"),
      "blocked",
      "identity_verification_blocked",
    ],
    [
      "IDV blocked by address",
      "identity_verification",
      (s) => void (s.employee.address = null),
      "blocked",
      "identity_verification_blocked",
    ],
    [
      "IDV not started",
      "identity_verification",
      (s) => void (s.employee.verificationStatus = "NOT_STARTED"),
      "missing",
      "identity_verification_not_started",
    ],
    [
      "IDV pending",
      "identity_verification",
      (s) => void (s.employee.verificationStatus = "PENDING"),
      "pending",
      "identity_verification_pending",
    ],
    [
      "IDV needs evidence",
      "identity_verification",
      (s) => void (s.employee.verificationStatus = "NEEDS_EXPANDED_VERIFICATION"),
      "missing",
      "documentary_evidence_required",
    ],
    [
      "IDV failed",
      "identity_verification",
      (s) => void (s.employee.verificationStatus = "FAILED"),
      "failed",
      "identity_verification_failed",
    ],
  ])("%s", (_name, key, change, status, code) => {
    expectOutcome(change, key, status, code);
  });

  it("says who can act", () => {
    const result = evaluateRequirements(completeSnapshot());
    const actors = Object.fromEntries(result.requirements.map((r) => [r.key, r.actor]));
    expect(actors).toMatchObject({
      employment_status: "employer",
      payroll_schedule: "employer",
      ssn: "employee",
      atr: "employee",
      repayment_process: "employer",
    });
    const pm = completeSnapshot();
    pm.employer = { payrollDeductionRepayment: false, paymentMethodRepayment: true };
    expect(get(pm, "repayment_process").actor).toBe("employee");
  });

  it("names the fields that would fix an unmet requirement", () => {
    expect(
      expectOutcome((s) => void (s.employee.address!.state = "XX"), "valid_address", "invalid", "address_state_invalid")
        .fields,
    ).toEqual(["/address/state"]);
    expect(
      expectOutcome(
        (s) => void (s.employee.ssn = null),
        "identity_verification",
        "blocked",
        "identity_verification_blocked",
      ).fields,
    ).toEqual(["/ssn"]);
    expect(
      expectOutcome((s) => void (s.employee.isEmployed = false), "employment_status", "failed", "not_employed").fields,
    ).toEqual(["/isEmployed"]);
    const noPhone = expectOutcome(
      (s) => {
        s.employee.verificationStatus = "NOT_STARTED";
        s.employee.phoneNumber = null;
      },
      "identity_verification",
      "missing",
      "identity_verification_not_started",
    );
    expect(noPhone.fields).toEqual(["/phoneNumber"]);
  });

  it("declares dependencies: ATR on enrolment, identity verification on birthday, address and SSN", () => {
    const result = evaluateRequirements(completeSnapshot());
    const deps = Object.fromEntries(result.requirements.map((r) => [r.key, r.dependsOn]));
    expect(deps.atr).toEqual(["enrolled_in_onboarding"]);
    expect(deps.identity_verification).toEqual(["birthday", "valid_address", "ssn"]);
  });

  it("never puts the SSN in its output", () => {
    const snapshot = completeSnapshot();
    snapshot.employee.ssn = "931548765";
    expect(JSON.stringify(evaluateRequirements(snapshot))).not.toMatch(/31548765/);
  });
});

const arbitrarySnapshot: fc.Arbitrary<RequirementsSnapshot> = fc.record({
  today: fc.constantFrom("2026-11-21", "2024-02-29", "2025-03-01"),
  employee: fc.record({
    isEmployed: fc.constantFrom(true, false, null),
    isEligible: fc.constantFrom(true, false, null),
    enrollInNewOnboarding: fc.boolean(),
    birthDate: fc.constantFrom(
      null,
      "1990-04-23",
      "2008-11-21",
      "2008-11-22",
      "2030-01-01",
      "1990-02-30",
      "2006-02-29",
    ),
    ssn: fc.constantFrom(null, "231548765", "931548765", "000123456", "123"),
    address: fc.option(
      fc.record({
        line1: fc.constantFrom(null, "1 Market St", "PO Box 1", "Boxwood Ln 4"),
        line2: fc.constantFrom(null, "Apt 2", "P.O. Box 9"),
        city: fc.constantFrom(null, "Austin", ""),
        state: fc.constantFrom(null, "TX", "ZZ", "pr"),
        postalCode: fc.constantFrom(null, "73301", "7330", "73301-0001"),
      }),
      { nil: null },
    ),
    phoneNumber: fc.constantFrom(null, "+14155552671"),
    payrollScheduleId: fc.constantFrom(null, 1),
    verificationStatus: fc.constantFrom(...VERIFICATION_STATUSES),
  }),
  employer: fc.record({ payrollDeductionRepayment: fc.boolean(), paymentMethodRepayment: fc.boolean() }),
  payrollSchedule: fc.option(fc.record({ id: fc.constant(1), active: fc.boolean() }), { nil: null }),
  agreements: fc.array(
    fc.record({
      id: fc.constant("agr"),
      required: fc.boolean(),
      latestTag: fc.constant("t"),
      acceptedInForce: fc.boolean(),
      acceptedAny: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
  paymentMethods: fc.array(
    fc.record({
      status: fc.constantFrom("Verified", "Pending", "Failed") as fc.Arbitrary<"Verified" | "Pending" | "Failed">,
    }),
    { maxLength: 3 },
  ),
  latestAtr: fc.option(fc.record({ passed: fc.boolean() }), { nil: null }),
  identityReviewed: fc.boolean(),
});

describe("evaluateRequirements properties", () => {
  it("complete is exactly 'all 12 fulfilled', for any snapshot", () => {
    fc.assert(
      fc.property(arbitrarySnapshot, (snapshot) => {
        const result = evaluateRequirements(snapshot);
        expect(result.requirements).toHaveLength(12);
        expect(result.complete).toBe(result.requirements.every((r) => r.fulfilled));
        for (const r of result.requirements) {
          expect(r.fulfilled).toBe(r.status === "fulfilled");
          expect(r.fulfilled ? r.code === null : typeof r.code === "string").toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("a requirement whose dependency is unmet is never fulfilled", () => {
    fc.assert(
      fc.property(arbitrarySnapshot, (snapshot) => {
        const byKey = new Map(evaluateRequirements(snapshot).requirements.map((r) => [r.key, r]));
        for (const r of byKey.values()) {
          if (r.dependsOn.some((dep) => !byKey.get(dep)!.fulfilled)) expect(r.fulfilled).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
