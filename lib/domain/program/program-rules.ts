// The program's rules for a card that outlives the employer's "yes" (issue 16 item 3): what
// happens to the card and to repayment when employment ends or eligibility is withdrawn, and when
// it comes back. Pure: the program-rules job decides with it on the employee's current rows, never
// on what an event said, so running it twice, late or out of order changes nothing more.

import type { LockReason } from "@/lib/domain/cards/card-lifecycle";

/**
 * The locks only the program places and lifts, each with the fact that decides it: the employer's
 * "employed" and "eligible", and the person's identity, which a change of verified data sends back
 * to a new check (lib/domain/identity/identity-recheck.ts) — the card waits until it passes.
 */
export const PROGRAM_LOCKS = {
  employment_ended: "isEmployed",
  not_eligible: "isEligible",
  identity_unverified: "identityVerified",
} as const satisfies Partial<Record<LockReason, keyof ProgramRulesInput>>;
export type ProgramLockReason = keyof typeof PROGRAM_LOCKS;
export const isProgramLockReason = (reason: string): reason is ProgramLockReason =>
  Object.hasOwn(PROGRAM_LOCKS, reason);

export type ProgramRulesInput = {
  /** The employer's facts; null is "not reported", which is no news: it neither places nor lifts. */
  isEmployed: boolean | null;
  isEligible: boolean | null;
  /** Identity is VERIFIED. A live card exists only after it was; anything else means a new check is due or running. */
  identityVerified: boolean;
  /** The employee's live card (issued, not closed) with the reasons of the locks standing on it; null when there is none. */
  liveCard: { locks: readonly string[] } | null;
  /** The employer repays by payroll deduction (requirement 8 met by the employer). */
  payrollDeduction: boolean;
  /** A saved payment method the provider has verified (not pending, not removed). */
  verifiedPaymentMethod: boolean;
  /** Whether a repayment method is asked of the person now. */
  repaymentMethodRequired: boolean;
};

export type RepaymentMethodChange =
  | { change: "require"; reason: "employment_ended" }
  | { change: "clear"; reason: "payment_method_verified" | "employed_again" };

export type ProgramRulesDecision = {
  place: ProgramLockReason[];
  lift: ProgramLockReason[];
  /** null: leave it as it stands. */
  repaymentMethod: RepaymentMethodChange | null;
};

/**
 * - A live card gets the `employment_ended` lock when `isEmployed` is false, and loses it when it is
 *   true; the same for `not_eligible` and `isEligible`, and for `identity_unverified` and
 *   `identityVerified`. Other locks (the cardholder's, HR's) are
 *   never touched: lifting one reason leaves the card locked while another stands.
 * - A closed card, or none, is left alone (a replacement inherits the program's locks when made).
 * - Someone who repays by payroll deduction and is no longer employed has nothing left to deduct
 *   from: while they have a live card and no verified payment method, one is required of them. It is
 *   no longer required once they have one verified, or are employed again; it stays required if the
 *   card is closed meanwhile (what was spent is still owed).
 */
export function decideProgramRules(input: ProgramRulesInput): ProgramRulesDecision {
  const place: ProgramLockReason[] = [];
  const lift: ProgramLockReason[] = [];
  if (input.liveCard) {
    for (const [reason, fact] of Object.entries(PROGRAM_LOCKS) as Array<
      [ProgramLockReason, (typeof PROGRAM_LOCKS)[ProgramLockReason]]
    >) {
      const stands = input.liveCard.locks.includes(reason);
      if (input[fact] === false && !stands) place.push(reason);
      if (input[fact] === true && stands) lift.push(reason);
    }
  }
  return { place, lift, repaymentMethod: repaymentMethodChange(input) };
}

function repaymentMethodChange(input: ProgramRulesInput): RepaymentMethodChange | null {
  if (input.repaymentMethodRequired) {
    if (input.verifiedPaymentMethod) return { change: "clear", reason: "payment_method_verified" };
    if (input.isEmployed === true) return { change: "clear", reason: "employed_again" };
    return null;
  }
  const owes = input.payrollDeduction && input.isEmployed === false && input.liveCard !== null;
  return owes && !input.verifiedPaymentMethod ? { change: "require", reason: "employment_ended" } : null;
}
