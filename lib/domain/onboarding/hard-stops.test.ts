import { describe, expect, it } from "vitest";

import { HARD_STOPS, hardStopFor, hardStopsOf, STOPPABLE_ACTIONS, type HardStop } from "./hard-stops";
import { completeSnapshot } from "./complete-snapshot.fixture";
import { evaluateRequirements, type RequirementsSnapshot } from "./requirements";

// Through the real requirements engine, as the use cases read it, from a person who meets every
// requirement (judged on 2026-11-21); each test changes what it is about.
function snapshot(change: (s: RequirementsSnapshot) => void = () => {}): RequirementsSnapshot {
  const s = completeSnapshot();
  change(s);
  return s;
}

const stopsOf = (change: (s: RequirementsSnapshot) => void, identityReviewed = false) =>
  hardStopsOf({ requirements: evaluateRequirements(snapshot(change)).requirements, identityReviewed });

describe("hard stops", () => {
  it("none for a person who meets every requirement", () => {
    expect(stopsOf(() => {})).toEqual([]);
  });

  it("under 18 on the day: 18 tomorrow is stopped, 18 today is not", () => {
    expect(stopsOf((s) => (s.employee.birthDate = "2008-11-22"))).toEqual(["under_18"]);
    expect(stopsOf((s) => (s.employee.birthDate = "2008-11-21"))).toEqual([]);
    expect(stopsOf((s) => (s.employee.birthDate = "2013-05-01"))).toEqual(["under_18"]);
  });

  it("no birth date, or an invalid one, is missing data, not a stop", () => {
    expect(stopsOf((s) => (s.employee.birthDate = null))).toEqual([]);
    expect(stopsOf((s) => (s.employee.birthDate = "1890-01-01"))).toEqual([]);
  });

  it("an identity failure is final only after the documentary review", () => {
    const failed = (s: RequirementsSnapshot) => (s.employee.verificationStatus = "FAILED");
    expect(stopsOf(failed, false)).toEqual([]);
    expect(stopsOf(failed, true)).toEqual(["identity_failed"]);
    // Reviewed, but the check is running again or passed: nothing is final.
    expect(stopsOf((s) => (s.employee.verificationStatus = "PENDING"), true)).toEqual([]);
    expect(stopsOf((s) => (s.employee.verificationStatus = "VERIFIED"), true)).toEqual([]);
  });

  it("a declined credit decision stops; a later pass lifts it", () => {
    expect(stopsOf((s) => (s.latestAtr = { passed: false }))).toEqual(["credit_declined"]);
    expect(stopsOf((s) => (s.latestAtr = { passed: true }))).toEqual([]);
  });

  it("what HR can fix is never a hard stop", () => {
    expect(stopsOf((s) => (s.employee.isEmployed = false))).toEqual([]);
    expect(stopsOf((s) => (s.employee.isEligible = false))).toEqual([]);
    expect(stopsOf((s) => (s.employee.payrollScheduleId = null))).toEqual([]);
    expect(stopsOf((s) => (s.employee.enrollInNewOnboarding = false))).toEqual([]);
  });

  it("lists every stop in force, in the order a person meets them", () => {
    const all = stopsOf((s) => {
      s.employee.birthDate = "2013-05-01";
      s.employee.verificationStatus = "FAILED";
      s.latestAtr = { passed: false };
    }, true);
    expect(all).toEqual(["under_18", "identity_failed", "credit_declined"]);
  });
});

describe("which actions a stop refuses", () => {
  const table: Record<HardStop, Record<(typeof STOPPABLE_ACTIONS)[number], boolean>> = {
    under_18: { identity_verification: true, agreements: true, atr: true, repayment: true, card: true },
    identity_failed: { identity_verification: true, agreements: true, atr: true, repayment: true, card: true },
    credit_declined: { identity_verification: false, agreements: false, atr: false, repayment: true, card: true },
  };
  for (const stop of HARD_STOPS) {
    for (const action of STOPPABLE_ACTIONS) {
      it(`${stop} ${table[stop][action] ? "refuses" : "allows"} ${action}`, () => {
        expect(hardStopFor(action, [stop])).toBe(table[stop][action] ? stop : null);
      });
    }
  }

  it("names the first stop that refuses, and nothing without stops", () => {
    expect(hardStopFor("card", ["identity_failed", "credit_declined"])).toBe("identity_failed");
    expect(hardStopFor("atr", ["credit_declined"])).toBeNull();
    expect(hardStopFor("card", [])).toBeNull();
  });
});
