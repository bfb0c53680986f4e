import { describe, expect, it } from "vitest";

import { completeSnapshot } from "./complete-snapshot.fixture";
import { nextReminder, type ReminderFacts } from "./onboarding-reminders";
import { stopOf as stopOfWho } from "./who-acts";
import { evaluateRequirements, type RequirementsSnapshot } from "./requirements";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PROGRESS = new Date("2026-11-02T09:30:00Z");
const at = (ms: number) => new Date(PROGRESS.getTime() + ms);

/** Someone whose next step is their own, with no reminder yet, `elapsed` after their last progress. */
const facts = (elapsed: number, change: Partial<ReminderFacts> = {}): ReminderFacts => ({
  now: at(elapsed),
  progressAt: PROGRESS,
  sent: [],
  optedOut: false,
  hasCard: false,
  stop: null,
  waitingOnEmployee: true,
  ...change,
});

describe("the reminder schedule", () => {
  it("the first reminder is due exactly 2 days after the last progress, not a millisecond before", () => {
    expect(nextReminder(facts(2 * DAY - 1))).toEqual({ kind: "wait", reminder: 1, dueAt: at(2 * DAY) });
    expect(nextReminder(facts(2 * DAY))).toEqual({ kind: "due", reminder: 1 });
    expect(nextReminder(facts(3 * DAY))).toEqual({ kind: "due", reminder: 1 });
  });

  it("the second is due 7 days after the progress: 6 days 23 hours is too soon", () => {
    const sent = [at(2 * DAY)];
    expect(nextReminder(facts(6 * DAY + 23 * HOUR, { sent }))).toEqual({
      kind: "wait",
      reminder: 2,
      dueAt: at(7 * DAY),
    });
    expect(nextReminder(facts(7 * DAY, { sent }))).toEqual({ kind: "due", reminder: 2 });
  });

  it("the second comes only after the first: at 7 days with none sent, the first is due", () => {
    expect(nextReminder(facts(7 * DAY))).toEqual({ kind: "due", reminder: 1 });
    expect(nextReminder(facts(30 * DAY))).toEqual({ kind: "due", reminder: 1 });
  });

  it("the second never follows the first by less than 5 days (someone stalled long before)", () => {
    const sent = [at(20 * DAY)];
    expect(nextReminder(facts(20 * DAY + HOUR, { sent }))).toEqual({
      kind: "wait",
      reminder: 2,
      dueAt: at(25 * DAY),
    });
    expect(nextReminder(facts(25 * DAY, { sent }))).toEqual({ kind: "due", reminder: 2 });
  });

  it("progress after the first reminder starts the 7 days again", () => {
    const later = at(4 * DAY);
    const decision = nextReminder({ ...facts(8 * DAY, { sent: [at(2 * DAY)] }), progressAt: later });
    expect(decision).toEqual({ kind: "wait", reminder: 2, dueAt: at(11 * DAY) });
  });

  it("never a third, however long they wait", () => {
    const sent = [at(2 * DAY), at(7 * DAY)];
    expect(nextReminder(facts(7 * DAY, { sent }))).toEqual({ kind: "none", reason: "all_sent" });
    expect(nextReminder(facts(365 * DAY, { sent }))).toEqual({ kind: "none", reason: "all_sent" });
  });

  it.each([
    ["a card", { hasCard: true }, "has_card"],
    ["a stop (under 18)", { stop: "under_18" }, "stopped"],
    ["a stop (identity failed for good)", { stop: "identity_failed" }, "stopped"],
    ["a stop (credit declined)", { stop: "credit_declined" }, "stopped"],
    ["the employer's not employed", { stop: "not_employed" }, "stopped"],
    ["the employer's not eligible", { stop: "not_eligible" }, "stopped"],
    ["the opt-out", { optedOut: true }, "opted_out"],
    ["a next step that is not theirs (HR's, a provider's)", { waitingOnEmployee: false }, "not_theirs"],
  ] as const)("%s cancels a reminder that is due", (_name, change, reason) => {
    expect(nextReminder(facts(2 * DAY, change))).toEqual({ kind: "none", reason });
    expect(nextReminder(facts(7 * DAY, { ...change, sent: [at(2 * DAY)] }))).toEqual({ kind: "none", reason });
  });

  it("the opt-out wins over everything else", () => {
    expect(nextReminder(facts(2 * DAY, { optedOut: true, hasCard: true, stop: "under_18" }))).toEqual({
      kind: "none",
      reason: "opted_out",
    });
  });
});

describe("what stops reminders", () => {
  const stopOf = (change: (s: RequirementsSnapshot) => void, identityReviewed = false) => {
    const snapshot = completeSnapshot();
    change(snapshot);
    const { requirements } = evaluateRequirements(snapshot);
    return stopOfWho({ requirements, identityReviewed });
  };

  it("nothing for someone who may go on", () => {
    expect(stopOf(() => {})).toBeNull();
    expect(stopOf((s) => (s.employee.birthDate = null))).toBeNull();
    // Not yet said is not a "no".
    expect(stopOf((s) => (s.employee.isEmployed = null))).toBeNull();
  });

  it("the employer's no, before any hard stop", () => {
    expect(stopOf((s) => (s.employee.isEmployed = false))).toBe("not_employed");
    expect(stopOf((s) => (s.employee.isEligible = false))).toBe("not_eligible");
    expect(
      stopOf((s) => {
        s.employee.isEligible = false;
        s.employee.birthDate = "2013-05-01";
      }),
    ).toBe("not_eligible");
  });

  it("the hard stops", () => {
    expect(stopOf((s) => (s.employee.birthDate = "2013-05-01"))).toBe("under_18");
    expect(stopOf((s) => (s.latestAtr = { passed: false }))).toBe("credit_declined");
    expect(stopOf((s) => (s.employee.verificationStatus = "FAILED"), true)).toBe("identity_failed");
    // A first failure, before the documentary review, is not final.
    expect(stopOf((s) => (s.employee.verificationStatus = "FAILED"), false)).toBeNull();
  });
});
