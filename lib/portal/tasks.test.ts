import { describe, expect, it } from "vitest";

import { evaluateRequirements, type RequirementsSnapshot } from "@/lib/domain/onboarding/requirements";

import {
  buildTaskList,
  cardProgress,
  landingPath,
  pathAfter,
  TASK_PATHS,
  tasksLeft,
  type Task,
  type TaskId,
  type TaskInput,
  type TaskState,
} from "./tasks";

// Snapshots go through the real requirements engine, so the task list reads the status exactly as
// GET …/onboarding/status serves it.
function fresh(): RequirementsSnapshot {
  return {
    today: "2026-11-24",
    employee: {
      isEmployed: true,
      isEligible: true,
      enrollInNewOnboarding: true,
      birthDate: null,
      ssn: null,
      address: null,
      phoneNumber: null,
      payrollScheduleId: 1,
      verificationStatus: "NOT_STARTED",
    },
    employer: { payrollDeductionRepayment: true, paymentMethodRepayment: false },
    payrollSchedule: { id: 1, active: true },
    agreements: [{ id: "agr_1", required: true, latestTag: "terms-v2", acceptedInForce: false, acceptedAny: false }],
    paymentMethods: [],
    latestAtr: null,
    identityReviewed: false,
  };
}

type Change = (s: RequirementsSnapshot) => void;
const personal: Change = (s) => {
  s.employee.birthDate = "1990-04-23";
  s.employee.ssn = "231548765";
  s.employee.address = { line1: "1 Market St", line2: null, city: "San Francisco", state: "CA", postalCode: "94105" };
  s.employee.phoneNumber = "+14155552671";
};
const verified: Change = (s) => {
  personal(s);
  s.employee.verificationStatus = "VERIFIED";
};
const agreed: Change = (s) => {
  verified(s);
  s.agreements[0]!.acceptedInForce = true;
  s.agreements[0]!.acceptedAny = true;
};
const passed: Change = (s) => {
  agreed(s);
  s.latestAtr = { passed: true };
};
const byCard: Change = (s) => {
  s.employer = { payrollDeductionRepayment: false, paymentMethodRepayment: true };
};

function list(changes: Change[], extra: Partial<Omit<TaskInput, "requirements">> = {}) {
  const snapshot = fresh();
  for (const change of changes) change(snapshot);
  return buildTaskList({
    requirements: evaluateRequirements(snapshot).requirements,
    identityReviewed: false,
    card: "none",
    ...extra,
  });
}
const states = (changes: Change[], extra: Partial<Omit<TaskInput, "requirements">> = {}) =>
  Object.fromEntries(list(changes, extra).tasks.map((task) => [task.id, task.state])) as Record<string, TaskState>;

describe("buildTaskList", () => {
  it("gives a payroll-deduction employee six tasks in dependency order, no repayment task", () => {
    const result = list([]);
    expect(result.tasks.map((task) => task.id)).toEqual([
      "personal",
      "check",
      "identity",
      "agreements",
      "income",
      "card",
    ]);
    expect(result.tasks.map((task) => task.state)).toEqual([
      "to_do",
      "cannot_start",
      "cannot_start",
      "cannot_start",
      "cannot_start",
      "cannot_start",
    ]);
    expect(result).toMatchObject({
      hardStop: null,
      next: "personal",
      progress: { done: 0, current: 1, total: 6 },
      employerItems: [],
    });
    expect(result.tasks[1]!.href).toBe("/onboarding/check");
  });

  it("adds the repayment task after income when the employee saves a payment method", () => {
    const result = list([byCard]);
    expect(result.tasks.map((task) => task.id)).toEqual([
      "personal",
      "check",
      "identity",
      "agreements",
      "income",
      "repayment",
      "card",
    ]);
    expect(result.progress.total).toBe(7);
  });

  it.each<[string, Change[], Record<string, TaskState>]>([
    [
      "part of the personal details",
      [(s) => void (s.employee.birthDate = "1990-04-23")],
      { personal: "in_progress", check: "cannot_start" },
    ],
    [
      "personal details without a phone",
      [personal, (s) => void (s.employee.phoneNumber = null)],
      { personal: "in_progress", check: "cannot_start" },
    ],
    [
      "personal details given: check your answers",
      [personal],
      { personal: "done", check: "to_do", identity: "cannot_start" },
    ],
    [
      "identity check running",
      [personal, (s) => void (s.employee.verificationStatus = "PENDING")],
      { check: "done", identity: "waiting", agreements: "to_do" },
    ],
    [
      "documents asked for",
      [personal, (s) => void (s.employee.verificationStatus = "NEEDS_EXPANDED_VERIFICATION")],
      { identity: "in_progress", agreements: "to_do" },
    ],
    [
      "first check failed: fix the details and retry",
      [personal, (s) => void (s.employee.verificationStatus = "FAILED")],
      { identity: "to_do", agreements: "cannot_start" },
    ],
    ["verified", [verified], { identity: "done", agreements: "to_do", income: "cannot_start" }],
    ["agreements accepted", [agreed], { agreements: "done", income: "to_do", card: "cannot_start" }],
    ["income passed, payroll deduction", [passed], { income: "done", card: "to_do" }],
    [
      "income passed, payment method to save",
      [passed, byCard],
      { income: "done", repayment: "to_do", card: "cannot_start" },
    ],
    [
      "payment method being verified",
      [passed, byCard, (s) => void s.paymentMethods.push({ status: "Pending" })],
      { repayment: "waiting", card: "cannot_start" },
    ],
    [
      "payment method saved",
      [passed, byCard, (s) => void s.paymentMethods.push({ status: "Verified" })],
      { repayment: "done", card: "to_do" },
    ],
  ])("%s", (_name, changes, expected) => {
    expect(states(changes)).toMatchObject(expected);
  });

  it("marks a value that needs fixing", () => {
    const result = list([personal, (s) => void (s.employee.ssn = "931548765")]);
    expect(result.tasks[0]).toMatchObject({ id: "personal", state: "in_progress", attention: true });
    expect(result.next).toBe("personal");
  });

  it("asks a person to review an agreement they accepted that has a new version to accept", () => {
    const outdated = list([passed, (s) => void (s.agreements[0]!.acceptedInForce = false)]);
    expect(outdated.tasks.find((task) => task.id === "agreements")).toMatchObject({ state: "to_do", review: true });
    // Never accepted: the plain task, nothing to review.
    expect(list([verified]).tasks.find((task) => task.id === "agreements")).not.toHaveProperty("review");
    expect(list([passed]).tasks.find((task) => task.id === "agreements")).toMatchObject({ state: "done" });
  });

  it("names the provider while identity is checked and moves on to agreements", () => {
    const result = list([personal, (s) => void (s.employee.verificationStatus = "PENDING")]);
    expect(result.tasks[2]).toMatchObject({ id: "identity", state: "waiting", waitingOn: "provider" });
    expect(result).toMatchObject({ next: "agreements", progress: { done: 2, current: 4, total: 6 } });
  });

  it("the card task is done once the card is issued; activating the physical card is its own line", () => {
    const issued = list([passed], { card: "issued" });
    expect(issued.tasks.every((task) => task.state === "done")).toBe(true);
    expect(issued).toMatchObject({ next: null, progress: { done: 6, current: 6, total: 6 }, activatePhysical: true });
    const done = list([passed], { card: "active" });
    expect(done.tasks.every((task) => task.state === "done")).toBe(true);
    expect(done).toMatchObject({ next: null, progress: { done: 6, current: 6, total: 6 }, activatePhysical: false });
    expect(list([passed]).activatePhysical).toBe(false);
  });

  describe("the employer's items", () => {
    it("collapses them into one list and keeps the person's own tasks going", () => {
      const result = list([
        (s) => void (s.employee.isEmployed = null),
        (s) => void (s.employee.payrollScheduleId = null),
      ]);
      expect(result.employerItems).toEqual(["employment_status", "payroll_schedule"]);
      expect(result.next).toBe("personal");
    });

    it("waits on the employer for income when enrolment is missing", () => {
      const result = list([agreed, (s) => void (s.employee.enrollInNewOnboarding = false)]);
      expect(result.tasks.find((task) => task.id === "income")).toMatchObject({
        state: "waiting",
        waitingOn: "employer",
      });
      expect(result).toMatchObject({ next: null, employerItems: ["enrolled_in_onboarding"] });
    });

    it("waits on the employer for the card once the person is done", () => {
      const result = list([passed, (s) => void (s.payrollSchedule = { id: 1, active: false })]);
      expect(result.tasks.at(-1)).toMatchObject({ id: "card", state: "waiting", waitingOn: "employer" });
      expect(result).toMatchObject({
        next: null,
        employerItems: ["payroll_schedule"],
        progress: { done: 5, current: 6, total: 6 },
      });
    });

    it("waits on the employer when the program has no repayment method", () => {
      const result = list([
        passed,
        (s) => void (s.employer = { payrollDeductionRepayment: false, paymentMethodRepayment: false }),
      ]);
      expect(result.tasks.map((task) => task.id)).not.toContain("repayment");
      expect(result.employerItems).toEqual(["repayment_process"]);
    });
  });

  describe("hard stops", () => {
    it.each<[string, Change[], Partial<Omit<TaskInput, "requirements">>, string | null]>([
      ["not employed", [(s) => void (s.employee.isEmployed = false)], {}, "not_employed"],
      ["not eligible", [(s) => void (s.employee.isEligible = false)], {}, "not_eligible"],
      ["under 18 (17 today)", [personal, (s) => void (s.employee.birthDate = "2008-11-25")], {}, "under_18"],
      ["18 today is no stop", [personal, (s) => void (s.employee.birthDate = "2008-11-24")], {}, null],
      [
        "identity failed after the document review",
        [personal, (s) => void (s.employee.verificationStatus = "FAILED")],
        { identityReviewed: true },
        "identity_failed",
      ],
      [
        "identity failed at the first check is no stop",
        [personal, (s) => void (s.employee.verificationStatus = "FAILED")],
        { identityReviewed: false },
        null,
      ],
      ["ability to repay failed", [agreed, (s) => void (s.latestAtr = { passed: false })], {}, "atr_failed"],
      // A decline recorded for someone who holds a live card (before issue 42 made a holder's answer a
      // limit request): the card is theirs, and no "no card" stop covers it.
      [
        "a card holder's declined answer is no stop",
        [agreed, (s) => void (s.latestAtr = { passed: false })],
        { holdsLiveCard: true, card: "active" },
        null,
      ],
      [
        "a card holder under another stop still sees it",
        [(s) => void (s.employee.isEligible = false)],
        { holdsLiveCard: true, card: "active" },
        "not_eligible",
      ],
      ["employment not confirmed yet is no stop", [(s) => void (s.employee.isEmployed = null)], {}, null],
    ])("%s", (_name, changes, extra, expected) => {
      expect(list(changes, extra).hardStop).toBe(expected);
    });

    it("asks nothing else once stopped", () => {
      const result = list([(s) => void (s.employee.isEligible = false)]);
      expect(result).toMatchObject({ hardStop: "not_eligible", next: null, employerItems: [] });
    });

    it("names employment before eligibility when both fail", () => {
      expect(
        list([(s) => void (s.employee.isEligible = false), (s) => void (s.employee.isEmployed = false)]).hardStop,
      ).toBe("not_employed");
    });
  });
});

describe("cardProgress", () => {
  it.each([
    ["no card", undefined, "none"],
    ["a virtual card is active at once", { cardType: "virtual", activatedAt: null }, "active"],
    ["a physical card waits for activation", { cardType: "all", activatedAt: null }, "issued"],
    ["an activated physical card", { cardType: "all", activatedAt: new Date("2026-11-24T10:00:00Z") }, "active"],
  ] as const)("%s", (_name, card, expected) => {
    expect(cardProgress(card)).toBe(expected);
  });
});

describe("pathAfter: where Save and continue goes", () => {
  it.each<[string, Change[], Parameters<typeof pathAfter>[1], string]>([
    ["personal details saved: check your answers", [personal], "personal", "/onboarding/check"],
    ["agreements accepted: income", [agreed], "agreements", "/onboarding/income"],
    [
      "agreements accepted while identity is still checked: income",
      [
        personal,
        (s) => void (s.employee.verificationStatus = "PENDING"),
        (s) => void (s.agreements[0]!.acceptedInForce = true),
      ],
      "agreements",
      "/onboarding/income",
    ],
    ["income passed, payroll deduction: the card", [passed], "income", "/onboarding/card"],
    ["income passed, a payment method to save: repayment", [passed, byCard], "income", "/onboarding/repayment"],
    [
      "income passed while identity is still checked: the task list",
      [
        personal,
        (s) => void (s.employee.verificationStatus = "PENDING"),
        (s) => void (s.agreements[0]!.acceptedInForce = true),
        (s) => void (s.latestAtr = { passed: true }),
      ],
      "income",
      "/onboarding",
    ],
    [
      "income passed, the employer's payroll schedule missing: the task list",
      [passed, (s) => void (s.payrollSchedule = { id: 1, active: false })],
      "income",
      "/onboarding",
    ],
    [
      "income declined: the task list's hard stop",
      [agreed, (s) => void (s.latestAtr = { passed: false })],
      "income",
      "/onboarding",
    ],
    [
      "the same task still open (a new agreement version): the task list, never the same page",
      [verified],
      "agreements",
      "/onboarding",
    ],
  ])("%s", (_name, changes, current, expected) => {
    expect(pathAfter(list(changes), current)).toBe(expected);
  });
});

describe("tasksLeft: what the card page lists before a card can be had", () => {
  it("lists the person's open tasks in order, with their states", () => {
    expect(tasksLeft(list([verified])).map((task) => [task.id, task.state])).toEqual([
      ["agreements", "to_do"],
      ["income", "cannot_start"],
    ]);
  });

  it("keeps a task being checked (waiting on a provider) and leaves the card out", () => {
    const left = tasksLeft(list([passed, byCard, (s) => void s.paymentMethods.push({ status: "Pending" })]));
    expect(left.map((task) => [task.id, task.state])).toEqual([["repayment", "waiting"]]);
  });

  it("is empty once only the employer (or nothing) stands in the way", () => {
    expect(tasksLeft(list([passed, (s) => void (s.payrollSchedule = { id: 1, active: false })]))).toEqual([]);
    expect(tasksLeft(list([passed]))).toEqual([]);
  });
});

describe("landingPath: where a sign-in link lands", () => {
  const task = (id: TaskId, state: Task["state"]): Task => ({
    id,
    state,
    waitingOn: null,
    attention: false,
    href: TASK_PATHS[id],
  });
  const midway = [task("personal", "done"), task("agreements", "to_do"), task("card", "cannot_start")];

  it.each([
    ["a first visit", [task("personal", "to_do"), task("card", "cannot_start")]],
    ["part way", midway],
    ["everything done, the card to choose", [task("personal", "done"), task("card", "to_do")]],
  ])("before the card (%s): the task list", (_case, tasks) => {
    expect(landingPath({ cardHold: null, tasks })).toBe("/onboarding");
  });

  it.each(["in_progress", "done"] as const)("a card %s: the card page", (state) => {
    expect(landingPath({ cardHold: null, tasks: [task("personal", "done"), task("card", state)] })).toBe(
      "/onboarding/card",
    );
  });

  it("a card the program holds: a repayment method to add, or the hold explained", () => {
    const done = [task("personal", "done"), task("card", "done")];
    expect(landingPath({ cardHold: { locks: [], repaymentMethodRequired: true }, tasks: done })).toBe(
      "/onboarding/repayment",
    );
    expect(landingPath({ cardHold: { locks: ["employment_ended"], repaymentMethodRequired: true }, tasks: done })).toBe(
      "/onboarding",
    );
  });
});
