import { describe, expect, it } from "vitest";

import { endpointToOpen, needsAttention, webhookReachability, type AttemptHistory } from "./webhook-reachability";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 14, minute));
const NONE: AttemptHistory = {
  lastSuccessAt: null,
  lastFailureAt: null,
  firstFailureAfterSuccessAt: null,
  disabledAt: null,
  failingSince: null,
};
const history = (changes: Partial<AttemptHistory>): AttemptHistory => ({ ...NONE, ...changes });

describe("webhookReachability", () => {
  it.each([
    ["no attempts yet", NONE, { state: "untried" }],
    ["one success", history({ lastSuccessAt: at(1) }), { state: "reachable", lastSuccessAt: at(1) }],
    [
      "one failure, then a success",
      history({ lastSuccessAt: at(2), lastFailureAt: at(1), firstFailureAfterSuccessAt: null }),
      { state: "reachable", lastSuccessAt: at(2) },
    ],
    [
      "a single failure and nothing else",
      history({ lastFailureAt: at(3), firstFailureAfterSuccessAt: at(3) }),
      { state: "not_reachable", since: at(3) },
    ],
    [
      "all failures, never a success: since the first",
      history({ lastFailureAt: at(9), firstFailureAfterSuccessAt: at(3) }),
      { state: "not_reachable", since: at(3) },
    ],
    [
      "successes, then failures: since the first failure after the last success",
      history({ lastSuccessAt: at(2), lastFailureAt: at(9), firstFailureAfterSuccessAt: at(4) }),
      { state: "not_reachable", since: at(4) },
    ],
    [
      "a success after failures after a success",
      history({ lastSuccessAt: at(10), lastFailureAt: at(9), firstFailureAfterSuccessAt: null }),
      { state: "reachable", lastSuccessAt: at(10) },
    ],
    [
      "a success and a failure that started in the same millisecond: the success counts",
      history({ lastSuccessAt: at(5), lastFailureAt: at(5), firstFailureAfterSuccessAt: null }),
      { state: "reachable", lastSuccessAt: at(5) },
    ],
    [
      "a failure one millisecond after the last success",
      history({
        lastSuccessAt: at(5),
        lastFailureAt: new Date(at(5).getTime() + 1),
        firstFailureAfterSuccessAt: new Date(at(5).getTime() + 1),
      }),
      { state: "not_reachable", since: new Date(at(5).getTime() + 1) },
    ],
    [
      "failing, the first failure unknown: since the latest",
      history({ lastSuccessAt: at(2), lastFailureAt: at(9) }),
      { state: "not_reachable", since: at(9) },
    ],
  ])("%s", (_name, input, expected) => {
    expect(webhookReachability(input)).toEqual(expected);
  });

  describe("disabled by the circuit breaker", () => {
    it.each([
      [
        "since the first failure after the last success, from the attempts",
        history({
          lastSuccessAt: at(1),
          lastFailureAt: at(50),
          firstFailureAfterSuccessAt: at(2),
          failingSince: at(3),
          disabledAt: at(51),
        }),
        { state: "disabled", since: at(2), disabledAt: at(51) },
      ],
      [
        "attempts pruned: since when the breaker's streak began",
        history({ failingSince: at(3), disabledAt: at(51) }),
        { state: "disabled", since: at(3), disabledAt: at(51) },
      ],
      [
        "nothing known about the failing: since is unknown",
        history({ disabledAt: at(51) }),
        { state: "disabled", since: null, disabledAt: at(51) },
      ],
      [
        "disabled although its latest attempt succeeded (pruned failures): still disabled",
        history({ lastSuccessAt: at(40), failingSince: at(41), disabledAt: at(51) }),
        { state: "disabled", since: at(41), disabledAt: at(51) },
      ],
    ])("%s", (_name, input, expected) => {
      expect(webhookReachability(input)).toEqual(expected);
    });
  });

  it("re-enabled, with no attempt since: still not reachable, since the first failure", () => {
    // Re-enabling clears the breaker's streak, not the attempts: nothing has got through yet.
    const reEnabled = history({ lastSuccessAt: at(1), lastFailureAt: at(50), firstFailureAfterSuccessAt: at(2) });
    expect(webhookReachability(reEnabled)).toEqual({ state: "not_reachable", since: at(2) });
  });
});

describe("needsAttention", () => {
  it.each([
    [{ state: "untried" } as const, false],
    [{ state: "reachable", lastSuccessAt: at(1) } as const, false],
    [{ state: "not_reachable", since: at(1) } as const, true],
    [{ state: "disabled", since: null, disabledAt: at(2) } as const, true],
  ])("%o → %s", (reachability, expected) => {
    expect(needsAttention(reachability)).toBe(expected);
  });
});

describe("endpointToOpen", () => {
  const endpoint = (id: string, state: "untried" | "reachable" | "not_reachable" | "disabled") => ({
    id,
    reachability: { state },
  });
  it.each([
    ["no endpoints", [], undefined],
    ["none needs attention", [endpoint("a", "reachable"), endpoint("b", "untried")], undefined],
    [
      "the first not reachable",
      [endpoint("a", "reachable"), endpoint("b", "not_reachable"), endpoint("c", "not_reachable")],
      "b",
    ],
    [
      "a disabled one before any not reachable",
      [endpoint("a", "not_reachable"), endpoint("b", "disabled"), endpoint("c", "disabled")],
      "b",
    ],
  ])("%s", (_name, endpoints, expected) => {
    expect(endpointToOpen(endpoints)?.id).toBe(expected);
  });
});
