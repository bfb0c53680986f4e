import { describe, expect, it } from "vitest";

import { limitRequestOutcome } from "./limit-request";

const passed = (cents: number) => ({ passed: true, maxAllowableBalanceCents: cents });

describe("limitRequestOutcome: the limit only goes up", () => {
  it("raises when the decision passes above the card's limit, by a cent or more", () => {
    expect(limitRequestOutcome({ currentLimitCents: 300_000, decision: passed(300_001) })).toEqual({
      outcome: "raise",
      proposedLimitCents: 300_001,
    });
  });

  it("leaves the card as it is at the same limit, below it, or on a decline", () => {
    expect(limitRequestOutcome({ currentLimitCents: 300_000, decision: passed(300_000) })).toEqual({
      outcome: "unchanged",
      proposedLimitCents: 300_000,
    });
    expect(limitRequestOutcome({ currentLimitCents: 300_000, decision: passed(100_000) })).toEqual({
      outcome: "unchanged",
      proposedLimitCents: 100_000,
    });
    expect(
      limitRequestOutcome({ currentLimitCents: 300_000, decision: { passed: false, maxAllowableBalanceCents: 0 } }),
    ).toEqual({ outcome: "unchanged", proposedLimitCents: null });
  });

  it("a card issued before terms were kept: any passing decision gives it one", () => {
    expect(limitRequestOutcome({ currentLimitCents: null, decision: passed(50_000) })).toEqual({
      outcome: "raise",
      proposedLimitCents: 50_000,
    });
  });
});
