import { describe, expect, it } from "vitest";

import { completeSnapshot } from "./complete-snapshot.fixture";
import { evaluateRequirements, type RequirementsSnapshot } from "./requirements";
import { requirementsForHr } from "./requirements-for-hr";
import { waitingOn } from "./waiting-on";

const complete = completeSnapshot();

const forHr = (change: Partial<RequirementsSnapshot> = {}) =>
  requirementsForHr(evaluateRequirements({ ...complete, ...change }));
const atrOf = (result: ReturnType<typeof forHr>) =>
  result.requirements.find((requirement) => requirement.key === "atr")!;

describe("HR's view of the credit decision", () => {
  it("passed and declined read the same: a decision was made, with no code or reason", () => {
    const passed = atrOf(forHr({ latestAtr: { passed: true } }));
    const declined = atrOf(forHr({ latestAtr: { passed: false } }));
    expect(declined).toEqual(passed);
    expect(declined).toMatchObject({
      fulfilled: true,
      status: "fulfilled",
      code: null,
      message: "A credit decision was made.",
    });
    expect(JSON.stringify(declined)).not.toMatch(/fail|pass|declin|income|obligation/i);
  });

  it("not submitted yet: no decision yet, the employee's to give", () => {
    expect(atrOf(forHr({ latestAtr: null }))).toMatchObject({
      fulfilled: false,
      status: "missing",
      code: "credit_decision_pending",
      actor: "employee",
    });
  });

  it("waiting for enrolment stays blocked, declined or not", () => {
    const notEnrolled = { employee: { ...complete.employee, enrollInNewOnboarding: false } };
    expect(atrOf(forHr({ ...notEnrolled, latestAtr: null }))).toMatchObject({
      status: "blocked",
      code: "atr_requires_enrollment",
    });
  });

  it("every other requirement and `complete` are what the partner sees", () => {
    const raw = evaluateRequirements({ ...complete, latestAtr: { passed: false } });
    const hr = requirementsForHr(raw);
    expect(hr.complete).toBe(false);
    expect(hr.requirements.filter((r) => r.key !== "atr")).toEqual(raw.requirements.filter((r) => r.key !== "atr"));
  });

  it("a declined person waits on nobody rather than on their income; others still show what is open", () => {
    expect(waitingOn(evaluateRequirements({ ...complete, latestAtr: { passed: false } }))).toMatchObject({
      owner: "employee",
      requirement: "atr",
      status: "failed",
    });
    expect(waitingOn(forHr({ latestAtr: { passed: false } }))).toBeNull();
    const pending = forHr({
      latestAtr: { passed: false },
      employee: { ...complete.employee, verificationStatus: "PENDING" },
    });
    expect(waitingOn(pending)).toMatchObject({ owner: "provider", requirement: "identity_verification" });
    expect(waitingOn(forHr({ latestAtr: null }))).toMatchObject({
      owner: "employee",
      requirement: "atr",
      status: "missing",
    });
  });
});
