import { HARD_STOP_RULES, hardStopsOf, type HardStop } from "./hard-stops";
import type { Requirement, RequirementKey, RequirementsResult } from "./requirements";
import { requirementsForHr } from "./requirements-for-hr";
import { isBlockedByEarlier, ownerOf, waitingOn, type WaitingOn } from "./waiting-on";

/**
 * Who acts next for one person, the one answer every view gives (issue 25 item 4): the portal's
 * task list and its hard stops, HR's table, the employee page, the funnel and its filters, bulk
 * invite and the reminders. Either the person is stopped — the employer's "no" (only HR changes
 * it) or a hard stop of lib/domain/onboarding/hard-stops.ts — or complete, or waiting on someone
 * (lib/domain/onboarding/waiting-on.ts: HR, the program, the person, a provider).
 */

/** The employer's "no": not a hard stop of the person's steps (they may go on), but no card can come. */
export const EMPLOYER_STOPS = ["not_employed", "not_eligible"] as const;
export type EmployerStop = (typeof EMPLOYER_STOPS)[number];
export type Stop = EmployerStop | HardStop;

/** Each stop and the requirement that says it, in the order a person meets them. */
export const STOP_REQUIREMENTS: Record<Stop, RequirementKey> = {
  not_employed: "employment_status",
  not_eligible: "eligibility_status",
  under_18: HARD_STOP_RULES.under_18.requirement,
  identity_failed: HARD_STOP_RULES.identity_failed.requirement,
  credit_declined: HARD_STOP_RULES.credit_declined.requirement,
};

export type WhoActs =
  | { kind: "stopped"; stop: Stop; requirement: RequirementKey }
  | { kind: "complete" }
  /** HR's view only: a credit decision was made and nobody acts (a decline, whose outcome is not HR's to know, or a pass with nothing else open). */
  | { kind: "decided" }
  | {
      kind: "waiting";
      waiting: WaitingOn;
      /** The person has a step of their own they can take now (an invitation or a reminder can help). */
      employeeCanAct: boolean;
    };

export type WhoActsInput = {
  result: RequirementsResult;
  /** The latest identity check was the documentary review: a failure is final. */
  identityReviewed: boolean;
};

type StopInput = { requirements: ReadonlyArray<Pick<Requirement, "key" | "code">>; identityReviewed: boolean };

/** The stop in force, in the order a person meets them: the employer's "no" first, then the hard stops. */
export function stopOf({ requirements, identityReviewed }: StopInput): Stop | null {
  const codeOf = (key: RequirementKey) => requirements.find((requirement) => requirement.key === key)?.code ?? null;
  if (codeOf("employment_status") === "not_employed") return "not_employed";
  if (codeOf("eligibility_status") === "not_eligible") return "not_eligible";
  return hardStopsOf({ requirements, identityReviewed })[0] ?? null;
}

/** Whether one of the open (not merely blocked) requirements is the person's own to do. */
function employeeCanAct(result: RequirementsResult): boolean {
  const unmet = new Set(result.requirements.filter((r) => !r.fulfilled).map((r) => r.key));
  return result.requirements.some(
    (requirement) =>
      !requirement.fulfilled && !isBlockedByEarlier(requirement, unmet) && ownerOf(requirement) === "employee",
  );
}

/** Who acts, as the person is told (the portal): every stop, a declined credit decision included. */
export function whoActs(input: WhoActsInput): WhoActs {
  const stop = stopOf({ requirements: input.result.requirements, identityReviewed: input.identityReviewed });
  if (stop) return { kind: "stopped", stop, requirement: STOP_REQUIREMENTS[stop] };
  return waitingOrDone(input.result);
}

/**
 * Who acts, as HR may see it: the same answer, except that a declined credit decision's outcome is
 * not HR's to know (lib/domain/onboarding/requirements-for-hr.ts): HR reads "a credit decision was
 * made" with nobody to act — never a step that the decline has closed (a repayment method) nor
 * one of HR's own that cannot bring a card (issue 42 item 3). Bulk invite and reminders skip them.
 */
export function whoActsForHr(input: WhoActsInput): WhoActs {
  const stop = stopOf({ requirements: input.result.requirements, identityReviewed: input.identityReviewed });
  if (stop === "credit_declined") return { kind: "decided" };
  if (stop) return { kind: "stopped", stop, requirement: STOP_REQUIREMENTS[stop] };
  return waitingOrDone(requirementsForHr(input.result));
}

function waitingOrDone(result: RequirementsResult): WhoActs {
  if (result.complete) return { kind: "complete" };
  const waiting = waitingOn(result);
  if (!waiting) return { kind: "decided" };
  return { kind: "waiting", waiting, employeeCanAct: employeeCanAct(result) };
}
