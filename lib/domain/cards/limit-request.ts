/**
 * After the card, a new income answer is a deliberate request for a new limit, never a second
 * onboarding decision (issue 42 item 2). Its one rule: the limit can only go up. A decision that
 * passes with a higher limit than the card's raises it, once the person (or the partner for them)
 * has seen the new limit and confirmed it; anything else — a lower limit, the same, or a decline —
 * leaves the card and its terms exactly as they are. So the terms never change against the person
 * this way, and no adverse action notice follows (docs/payments-and-cards.md#a-new-limit).
 */
export type LimitRequestOutcome = {
  /** "raise": the decision would raise the limit; "unchanged": the card keeps its terms. */
  outcome: "raise" | "unchanged";
  /** The limit the decision gives, in cents; null when it declined. */
  proposedLimitCents: number | null;
};

export function limitRequestOutcome({
  currentLimitCents,
  decision,
}: {
  /** The card's limit; null on a card issued before terms were recorded (any passing decision raises it). */
  currentLimitCents: number | null;
  decision: { passed: boolean; maxAllowableBalanceCents: number };
}): LimitRequestOutcome {
  if (!decision.passed) return { outcome: "unchanged", proposedLimitCents: null };
  const proposed = decision.maxAllowableBalanceCents;
  return {
    outcome: currentLimitCents === null || proposed > currentLimitCents ? "raise" : "unchanged",
    proposedLimitCents: proposed,
  };
}
