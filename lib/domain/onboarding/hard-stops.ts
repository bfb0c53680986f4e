import type { Requirement, RequirementKey } from "./requirements";

/**
 * Hard stops: requirement outcomes after which later steps must not run, whoever asks (the partner
 * API, the portal, HR, an eligibility file). A stop is a fact about the person, not a missing value:
 * - `under_18`: the date of birth shows someone under 18. No identity check (a vendor call and a CIP
 *   check on a child), no agreements, no credit decision, no card. Correcting a mistyped birth date
 *   lifts it.
 * - `identity_failed`: the identity check failed after the documentary review, so for good. No
 *   new check on the same data (a second vendor verification of what already failed), no
 *   agreements, no credit decision, no card. Correcting the name, birth date, SSN or address starts
 *   a new check at once (lib/domain/identity/identity-recheck.ts), which lifts it while it runs.
 * - `credit_declined`: the latest ability-to-repay decision declined. No card, and no repayment
 *   method asked for a card that cannot come, until a new income answer passes; a new answer is
 *   allowed (it is how the decline is lifted).
 *
 * A repayment method (`repayment`) is asked only for a card that can come: every stop refuses it.
 * The holder of a live card is never refused it (the program may ask them for one after their
 * employment ends): the use cases let them past (lib/services/payment-methods).
 *
 * What HR can fix (not employed, not eligible, no payroll schedule, not enrolled) is not a hard stop:
 * the person's own steps go on while HR acts. docs/onboarding.md has the table.
 */
export const HARD_STOPS = ["under_18", "identity_failed", "credit_declined"] as const;
export type HardStop = (typeof HARD_STOPS)[number];

/** The later steps a hard stop can refuse. */
export const STOPPABLE_ACTIONS = ["identity_verification", "agreements", "atr", "repayment", "card"] as const;
export type StoppableAction = (typeof STOPPABLE_ACTIONS)[number];

export const HARD_STOP_RULES: Record<
  HardStop,
  { requirement: RequirementKey; code: string; stops: readonly StoppableAction[] }
> = {
  under_18: {
    requirement: "over_18",
    code: "under_18",
    stops: ["identity_verification", "agreements", "atr", "repayment", "card"],
  },
  identity_failed: {
    requirement: "identity_verification",
    code: "identity_verification_failed",
    stops: ["identity_verification", "agreements", "atr", "repayment", "card"],
  },
  credit_declined: { requirement: "atr", code: "atr_failed", stops: ["repayment", "card"] },
};

export type HardStopInput = {
  requirements: ReadonlyArray<Pick<Requirement, "key" | "code">>;
  /** The latest identity check was the documentary review: its failure is final. */
  identityReviewed: boolean;
};

/** Every hard stop in force, in the order a person meets them. */
export function hardStopsOf({ requirements, identityReviewed }: HardStopInput): HardStop[] {
  const codeOf = (key: RequirementKey) => requirements.find((requirement) => requirement.key === key)?.code ?? null;
  return HARD_STOPS.filter((stop) => {
    const rule = HARD_STOP_RULES[stop];
    if (codeOf(rule.requirement) !== rule.code) return false;
    return stop !== "identity_failed" || identityReviewed;
  });
}

/** The first hard stop in force that refuses `action`, or null when the action may go on. */
export function hardStopFor(action: StoppableAction, stops: readonly HardStop[]): HardStop | null {
  return stops.find((stop) => HARD_STOP_RULES[stop].stops.includes(action)) ?? null;
}
