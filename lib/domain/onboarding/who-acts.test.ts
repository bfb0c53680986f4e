import { describe, expect, it } from "vitest";

import { completeSnapshot } from "./complete-snapshot.fixture";
import { evaluateRequirements, type RequirementsSnapshot } from "./requirements";
import { stopOf, whoActs, whoActsForHr, type WhoActs } from "./who-acts";

type Change = (s: RequirementsSnapshot) => void;

const input = (...changes: Change[]) => {
  const snapshot = completeSnapshot();
  for (const change of changes) change(snapshot);
  return { result: evaluateRequirements(snapshot), identityReviewed: snapshot.identityReviewed };
};

const notEmployed: Change = (s) => void (s.employee.isEmployed = false);
const notEligible: Change = (s) => void (s.employee.isEligible = false);
const under18: Change = (s) => void (s.employee.birthDate = "2010-01-01");
const turns18Today: Change = (s) => void (s.employee.birthDate = "2008-11-21");
const noBirthDate: Change = (s) => void (s.employee.birthDate = null);
const identityFailed: Change = (s) => void (s.employee.verificationStatus = "FAILED");
const reviewed: Change = (s) => void (s.identityReviewed = true);
const declined: Change = (s) => void (s.latestAtr = { passed: false });
const noSchedule: Change = (s) => void (s.employee.payrollScheduleId = null);
const agreementsOpen: Change = (s) =>
  void (s.agreements = [{ id: "agr_1", required: true, latestTag: "t", acceptedInForce: false, acceptedAny: false }]);
const pending: Change = (s) => void (s.employee.verificationStatus = "PENDING");

describe("whoActs: the one answer for the portal, HR and invitations", () => {
  it("complete: nobody", () => {
    expect(whoActs(input())).toEqual({ kind: "complete" });
    expect(whoActsForHr(input())).toEqual({ kind: "complete" });
  });

  it.each<[string, Change[], WhoActs]>([
    ["not employed", [notEmployed], { kind: "stopped", stop: "not_employed", requirement: "employment_status" }],
    ["not eligible", [notEligible], { kind: "stopped", stop: "not_eligible", requirement: "eligibility_status" }],
    ["under 18", [under18], { kind: "stopped", stop: "under_18", requirement: "over_18" }],
    [
      "identity failed after the documentary review",
      [identityFailed, reviewed],
      { kind: "stopped", stop: "identity_failed", requirement: "identity_verification" },
    ],
    // The employer's "no" comes first: only HR can change it, whatever else holds.
    [
      "not employed and under 18",
      [under18, notEmployed],
      { kind: "stopped", stop: "not_employed", requirement: "employment_status" },
    ],
    [
      "under 18 and identity failed for good",
      [under18, identityFailed, reviewed],
      { kind: "stopped", stop: "under_18", requirement: "over_18" },
    ],
  ])("%s: stopped, for the person and for HR alike", (_case, changes, expected) => {
    expect(whoActs(input(...changes))).toEqual(expected);
    expect(whoActsForHr(input(...changes))).toEqual(expected);
  });

  it("18 today is not a stop", () => {
    expect(whoActs(input(turns18Today))).toEqual({ kind: "complete" });
  });

  it("a first identity failure (no documentary review yet) is no stop: the person checks their answers and retries", () => {
    expect(whoActs(input(identityFailed))).toMatchObject({ kind: "waiting" });
    expect(stopOf({ requirements: input(identityFailed).result.requirements, identityReviewed: false })).toBeNull();
  });

  it("no birth date: waiting on the person for it, never stuck on 'at least 18'", () => {
    const who = whoActs(input(noBirthDate));
    expect(who).toMatchObject({ kind: "waiting", waiting: { owner: "employee", requirement: "birthday" } });
    expect(who).toMatchObject({ employeeCanAct: true });
  });

  it("a declined credit decision stops the person's card, but HR is told only that a decision was made", () => {
    expect(whoActs(input(declined))).toEqual({ kind: "stopped", stop: "credit_declined", requirement: "atr" });
    expect(whoActsForHr(input(declined))).toEqual({ kind: "decided" });
  });

  it("declined with other steps open, HR's or the person's: a decision made, nobody to act, never the decline", () => {
    expect(whoActsForHr(input(declined, noSchedule))).toEqual({ kind: "decided" });
    expect(whoActsForHr(input(declined, agreementsOpen))).toEqual({ kind: "decided" });
    expect(whoActs(input(declined, agreementsOpen))).toEqual({
      kind: "stopped",
      stop: "credit_declined",
      requirement: "atr",
    });
  });

  it("waiting on HR with steps of their own: HR first, and the person can act", () => {
    expect(whoActs(input(noSchedule, agreementsOpen))).toMatchObject({
      kind: "waiting",
      waiting: { owner: "hr", requirement: "payroll_schedule" },
      employeeCanAct: true,
    });
  });

  it("waiting only on HR, or only on a check: the person cannot act", () => {
    expect(whoActs(input(noSchedule))).toMatchObject({ kind: "waiting", employeeCanAct: false });
    expect(whoActs(input(pending))).toMatchObject({
      kind: "waiting",
      waiting: { owner: "provider", requirement: "identity_verification" },
      employeeCanAct: false,
    });
  });
});
