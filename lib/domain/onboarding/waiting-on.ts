import type { Requirement, RequirementKey, RequirementsResult, RequirementStatus } from "./requirements";

/**
 * Who must act next for an employee to get further:
 * - `hr`: the employer's HR (employment, eligibility, payroll schedule, enrolment);
 * - `employee`: the person, in the portal (personal data, agreements, income, payment method, identity);
 * - `provider`: an outside service working on its answer (identity check under way or failed, a
 *   payment method being verified);
 * - `partner`: the program itself (the employer's program has no repayment method set up);
 * - `stopped`: nobody — the employer said no or a hard stop holds (lib/domain/onboarding/who-acts.ts decides
 *   it before anyone is waited on; `waitingOn` never answers it).
 */
export const WAITING_OWNERS = ["hr", "partner", "employee", "provider", "stopped"] as const;
export type WaitingOwner = (typeof WAITING_OWNERS)[number];

/** HR's "waiting on" filter: each owner, and `decided` (nobody acts: a credit decision was made). */
export const WAITING_FILTERS = [...WAITING_OWNERS, "decided"] as const;
export type WaitingFilter = (typeof WAITING_FILTERS)[number];

export type WaitingStatus = Exclude<RequirementStatus, "fulfilled">;

export type WaitingOn = {
  owner: WaitingOwner;
  requirement: RequirementKey;
  /** missing, invalid (HR or the person entered something wrong), pending, failed, or blocked (on the program's set-up). */
  status: WaitingStatus;
  code: string | null;
};

/** Who can move this (unmet) requirement forward. */
export function ownerOf(requirement: Requirement): WaitingOwner {
  if (requirement.status === "pending") return "provider";
  if (requirement.key === "identity_verification" && requirement.status === "failed") return "provider";
  if (requirement.code === "repayment_not_configured") return "partner";
  return requirement.actor === "employer" ? "hr" : "employee";
}

/**
 * An unmet requirement that waits for one it depends on (over 18 waits for the birth date, ATR for
 * enrolment, identity verification for birth date, address and SSN). It is not a blocker of its
 * own: the one it waits for is.
 */
export function isBlockedByEarlier(requirement: Requirement, unmet: ReadonlySet<RequirementKey>): boolean {
  return !requirement.fulfilled && requirement.dependsOn.some((key) => unmet.has(key));
}

/**
 * The one thing an employee is waiting on, or null when every requirement is met. Requirements
 * blocked by an earlier one are never it. Among the rest, HR's first (they can only be fixed by HR,
 * and the "stuck on agreements" crowd hid them), then the program's, the employee's, and
 * last an outside provider's (who answers without anyone's help); within one owner, the contract's order.
 * HR's projection gives it HR's view of the requirements (requirements-for-hr.ts), so a declined
 * credit decision is never what someone "waits on": with nothing else open, nobody.
 */
export function waitingOn(result: RequirementsResult): WaitingOn | null {
  const unmet = new Set(result.requirements.filter((r) => !r.fulfilled).map((r) => r.key));
  const open = result.requirements.filter((r) => !r.fulfilled && !isBlockedByEarlier(r, unmet));
  for (const owner of WAITING_OWNERS) {
    const first = open.find((requirement) => ownerOf(requirement) === owner);
    if (first) return { owner, requirement: first.key, status: first.status as WaitingStatus, code: first.code };
  }
  return null;
}

/**
 * Whether HR has something to do: the person waits on HR for a value to give or correct. An
 * employer's "not employed" or "not eligible" is HR's decision, not a task, so it does not count.
 */
export function needsHrAction(waiting: WaitingOn | null): boolean {
  return waiting !== null && waiting.owner === "hr" && waiting.status !== "failed";
}
