import { describe, expect, it } from "vitest";

import { bucketMatches, countMatching, funnelOf, type EmployeeBucket } from "./employee-buckets";

const bucket = (overrides: Partial<EmployeeBucket>): EmployeeBucket => ({
  complete: false,
  unmet: [],
  owner: "",
  requirement: "",
  needsHrAction: false,
  employees: 1,
  ...overrides,
});

const complete = bucket({ complete: true, employees: 5 });
const decided = bucket({ unmet: ["atr"], employees: 2 });
const ssn = bucket({ unmet: ["ssn", "identity_verification"], owner: "employee", requirement: "ssn", employees: 7 });
const schedule = bucket({
  unmet: ["payroll_schedule"],
  owner: "hr",
  requirement: "payroll_schedule",
  needsHrAction: true,
  employees: 3,
});
const stopped = bucket({ unmet: ["identity_verification"], owner: "stopped", requirement: "identity_verification" });
const all = [complete, decided, ssn, schedule, stopped];

describe("bucketMatches: the table's filters, as its SQL", () => {
  it("status, stuck on, needs HR action and waiting on, alone and together", () => {
    expect(countMatching(all, {})).toBe(18);
    expect(countMatching(all, { status: "all" })).toBe(18);
    expect(countMatching(all, { status: "complete" })).toBe(5);
    expect(countMatching(all, { status: "incomplete" })).toBe(13);
    expect(countMatching(all, { stuckOn: "ssn" })).toBe(7);
    expect(countMatching(all, { stuckOn: "birthday" })).toBe(0);
    expect(countMatching(all, { needsHrAction: "true" })).toBe(3);
    expect(countMatching(all, { needsHrAction: "false" })).toBe(15);
    expect(countMatching(all, { waitingOn: "employee" })).toBe(7);
    expect(countMatching(all, { waitingOn: "stopped" })).toBe(1);
    expect(countMatching(all, { waitingOn: "decided" })).toBe(2);
    expect(countMatching(all, { waitingOn: "hr", needsHrAction: "true", stuckOn: "payroll_schedule" })).toBe(3);
    expect(countMatching(all, { waitingOn: "hr", status: "complete" })).toBe(0);
  });

  it("decided is nobody waiting and not complete: a complete person is not decided", () => {
    expect(bucketMatches(complete, { waitingOn: "decided" })).toBe(false);
    expect(bucketMatches(decided, { waitingOn: "decided" })).toBe(true);
    expect(bucketMatches(decided, { waitingOn: "decided", status: "complete" })).toBe(false);
  });
});

describe("funnelOf", () => {
  it("counts met, unmet and blocked per requirement, and the tiles", () => {
    const funnel = funnelOf(all);
    expect(funnel).toMatchObject({ total: 18, complete: 5, decided: 2, needsHrAction: 3 });
    const step = (key: string) => funnel.steps.find((s) => s.key === key)!;
    expect(step("ssn")).toEqual({ key: "ssn", fulfilled: 11, unmet: 7, blocked: 0 });
    // identity verification waits on the SSN for the 7, and is the stop for the one.
    expect(step("identity_verification")).toEqual({
      key: "identity_verification",
      fulfilled: 10,
      unmet: 8,
      blocked: 7,
    });
    expect(funnel.steps).toHaveLength(12);
  });

  it("groups the blockers, HR's first, then by count, the owners' order breaking ties; empty buckets left out", () => {
    const twin = { ...ssn, unmet: ["ssn" as const], employees: 1 };
    const funnel = funnelOf([...all, twin, bucket({ owner: "partner", requirement: "ssn", employees: 0 })]);
    expect(funnel.blockers).toEqual([
      { owner: "hr", requirement: "payroll_schedule", needsHrAction: true, count: 3 },
      { owner: "employee", requirement: "ssn", needsHrAction: false, count: 8 },
      { owner: "stopped", requirement: "identity_verification", needsHrAction: false, count: 1 },
    ]);
  });

  it("an employer with nobody", () => {
    expect(funnelOf([])).toMatchObject({ total: 0, complete: 0, decided: 0, needsHrAction: 0, blockers: [] });
  });
});
