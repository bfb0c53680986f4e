import { describe, expect, it } from "vitest";

import { evaluateRequirements, REQUIREMENT_KEYS, type RequirementsSnapshot } from "./requirements";
import { completeSnapshot as complete } from "./complete-snapshot.fixture";
import { isBlockedByEarlier, needsHrAction, waitingOn, type WaitingOn } from "./waiting-on";

type Change = (s: RequirementsSnapshot) => void;

const after = (...changes: Change[]) => {
  const snapshot = complete();
  for (const change of changes) change(snapshot);
  return waitingOn(evaluateRequirements(snapshot));
};

const noBirthDate: Change = (s) => void (s.employee.birthDate = null);
const noSsn: Change = (s) => void (s.employee.ssn = null);
const noSchedule: Change = (s) => void (s.employee.payrollScheduleId = null);
const notEnrolled: Change = (s) => void (s.employee.enrollInNewOnboarding = false);
const agreementsOpen: Change = (s) =>
  void (s.agreements = [{ id: "agr_1", required: true, latestTag: "t", acceptedInForce: false, acceptedAny: false }]);
const verification =
  (status: RequirementsSnapshot["employee"]["verificationStatus"]): Change =>
  (s) =>
    void (s.employee.verificationStatus = status);
const cardRepayment: Change = (s) =>
  void (s.employer = { payrollDeductionRepayment: false, paymentMethodRepayment: true });

describe("waitingOn: one requirement at a time", () => {
  it("is null when every requirement is met", () => {
    expect(after()).toBeNull();
  });

  const cases: Array<[string, Change[], WaitingOn]> = [
    [
      "employment not reported",
      [(s) => void (s.employee.isEmployed = null)],
      { owner: "hr", requirement: "employment_status", status: "missing", code: "employment_status_missing" },
    ],
    [
      "not employed",
      [(s) => void (s.employee.isEmployed = false)],
      { owner: "hr", requirement: "employment_status", status: "failed", code: "not_employed" },
    ],
    [
      "eligibility not reported",
      [(s) => void (s.employee.isEligible = null)],
      { owner: "hr", requirement: "eligibility_status", status: "missing", code: "eligibility_status_missing" },
    ],
    [
      "not eligible",
      [(s) => void (s.employee.isEligible = false)],
      { owner: "hr", requirement: "eligibility_status", status: "failed", code: "not_eligible" },
    ],
    [
      "no birth date",
      [noBirthDate],
      { owner: "employee", requirement: "birthday", status: "missing", code: "birth_date_missing" },
    ],
    [
      "an impossible birth date",
      [(s) => void (s.employee.birthDate = "1990-02-30")],
      { owner: "employee", requirement: "birthday", status: "invalid", code: "birth_date_invalid" },
    ],
    [
      "under 18",
      [(s) => void (s.employee.birthDate = "2010-01-01")],
      { owner: "employee", requirement: "over_18", status: "failed", code: "under_18" },
    ],
    [
      "no address",
      [(s) => void (s.employee.address = null)],
      { owner: "employee", requirement: "valid_address", status: "missing", code: "address_missing" },
    ],
    [
      "no payroll schedule",
      [noSchedule],
      { owner: "hr", requirement: "payroll_schedule", status: "missing", code: "payroll_schedule_missing" },
    ],
    [
      "an inactive payroll schedule",
      [(s) => void (s.payrollSchedule = { id: 1, active: false })],
      { owner: "hr", requirement: "payroll_schedule", status: "invalid", code: "payroll_schedule_inactive" },
    ],
    ["no SSN", [noSsn], { owner: "employee", requirement: "ssn", status: "missing", code: "ssn_missing" }],
    [
      "no payment method",
      [cardRepayment],
      { owner: "employee", requirement: "repayment_process", status: "missing", code: "payment_method_missing" },
    ],
    [
      "a payment method being verified",
      [cardRepayment, (s) => void (s.paymentMethods = [{ status: "Pending" }])],
      {
        owner: "provider",
        requirement: "repayment_process",
        status: "pending",
        code: "payment_method_pending_verification",
      },
    ],
    [
      "no repayment method in the program",
      [(s) => void (s.employer = { payrollDeductionRepayment: false, paymentMethodRepayment: false })],
      { owner: "partner", requirement: "repayment_process", status: "blocked", code: "repayment_not_configured" },
    ],
    [
      "agreements not accepted",
      [agreementsOpen],
      { owner: "employee", requirement: "agreements", status: "missing", code: "agreements_not_accepted" },
    ],
    [
      "not enrolled (ATR waits for it)",
      [notEnrolled],
      { owner: "hr", requirement: "enrolled_in_onboarding", status: "missing", code: "not_enrolled" },
    ],
    [
      "no ATR",
      [(s) => void (s.latestAtr = null)],
      { owner: "employee", requirement: "atr", status: "missing", code: "atr_missing" },
    ],
    [
      "a failed ATR",
      [(s) => void (s.latestAtr = { passed: false })],
      { owner: "employee", requirement: "atr", status: "failed", code: "atr_failed" },
    ],
    [
      "identity not started",
      [verification("NOT_STARTED")],
      {
        owner: "employee",
        requirement: "identity_verification",
        status: "missing",
        code: "identity_verification_not_started",
      },
    ],
    [
      "identity documents asked for",
      [verification("NEEDS_EXPANDED_VERIFICATION")],
      {
        owner: "employee",
        requirement: "identity_verification",
        status: "missing",
        code: "documentary_evidence_required",
      },
    ],
    [
      "identity check under way",
      [verification("PENDING")],
      {
        owner: "provider",
        requirement: "identity_verification",
        status: "pending",
        code: "identity_verification_pending",
      },
    ],
    [
      "identity check failed",
      [verification("FAILED")],
      {
        owner: "provider",
        requirement: "identity_verification",
        status: "failed",
        code: "identity_verification_failed",
      },
    ],
  ];

  it.each(cases)("%s", (_name, changes, expected) => {
    expect(after(...changes)).toEqual(expected);
  });

  it("has a case for every requirement (a new one needs its owner decided)", () => {
    expect(new Set(cases.map(([, , expected]) => expected.requirement))).toEqual(new Set(REQUIREMENT_KEYS));
  });
});

describe("waitingOn: several unmet", () => {
  it("skips a requirement blocked by an earlier one: no birth date blocks over 18 and identity", () => {
    const result = evaluateRequirements({
      ...complete(),
      employee: { ...complete().employee, birthDate: null, verificationStatus: "NOT_STARTED" },
    });
    const unmet = new Set(result.requirements.filter((r) => !r.fulfilled).map((r) => r.key));
    const blocked = result.requirements.filter((r) => isBlockedByEarlier(r, unmet)).map((r) => r.key);
    expect(blocked).toEqual(["over_18", "identity_verification"]);
    expect(waitingOn(result)).toMatchObject({ owner: "employee", requirement: "birthday", status: "missing" });
  });

  it("is never blocked by an earlier one, whatever is unmet", () => {
    const everything: Change[] = [
      noBirthDate,
      noSsn,
      notEnrolled,
      agreementsOpen,
      (s) => void (s.employee.address = null),
      (s) => void (s.latestAtr = null),
    ];
    const waiting = after(...everything);
    expect(waiting).toMatchObject({ owner: "hr", requirement: "enrolled_in_onboarding" });
    expect(after(...everything.filter((change) => change !== notEnrolled))).toMatchObject({
      owner: "employee",
      requirement: "birthday",
    });
  });

  it("puts HR before the employee, even when the employee's step comes first in the contract's order", () => {
    expect(after(noBirthDate, agreementsOpen, noSchedule)).toMatchObject({
      owner: "hr",
      requirement: "payroll_schedule",
      status: "missing",
    });
  });

  it("puts the program before the employee, and the employee before a provider at work", () => {
    const noRepayment: Change = (s) =>
      void (s.employer = { payrollDeductionRepayment: false, paymentMethodRepayment: false });
    expect(after(agreementsOpen, noRepayment)).toMatchObject({ owner: "partner", requirement: "repayment_process" });
    expect(after(verification("PENDING"), agreementsOpen)).toMatchObject({
      owner: "employee",
      requirement: "agreements",
    });
  });

  it("within HR, keeps the contract's order: a 'not employed' comes before a missing schedule", () => {
    expect(after(noSchedule, (s) => void (s.employee.isEmployed = false))).toMatchObject({
      owner: "hr",
      requirement: "employment_status",
      status: "failed",
    });
  });
});

describe("needsHrAction", () => {
  it.each<[string, Change[], boolean]>([
    ["complete", [], false],
    ["no payroll schedule", [noSchedule], true],
    ["an inactive payroll schedule", [(s) => void (s.payrollSchedule = { id: 1, active: false })], true],
    ["employment not reported", [(s) => void (s.employee.isEmployed = null)], true],
    ["not enrolled", [notEnrolled], true],
    ["not eligible (HR's decision)", [(s) => void (s.employee.isEligible = false)], false],
    ["not employed, even with a schedule missing", [noSchedule, (s) => void (s.employee.isEmployed = false)], false],
    ["only the employee's steps", [noBirthDate, agreementsOpen], false],
    ["a provider at work", [verification("PENDING")], false],
    [
      "the program's repayment set-up",
      [(s) => void (s.employer = { payrollDeductionRepayment: false, paymentMethodRepayment: false })],
      false,
    ],
  ])("%s → %s", (_name, changes, expected) => {
    expect(needsHrAction(after(...changes))).toBe(expected);
  });
});
