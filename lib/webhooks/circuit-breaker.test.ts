import { describe, expect, it } from "vitest";

import { shouldDisableEndpoint } from "./circuit-breaker";

const now = new Date("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const DAY = 24 * 60 * 60 * 1000;

describe("shouldDisableEndpoint", () => {
  it.each([
    ["never failed", { failingSince: null, disabledAt: null }, 5, false],
    ["failing for a minute", { failingSince: ago(60_000), disabledAt: null }, 5, false],
    ["failing a millisecond short of the limit", { failingSince: ago(5 * DAY - 1), disabledAt: null }, 5, false],
    ["failing exactly the limit", { failingSince: ago(5 * DAY), disabledAt: null }, 5, true],
    ["failing longer than the limit", { failingSince: ago(30 * DAY), disabledAt: null }, 5, true],
    ["already disabled", { failingSince: ago(30 * DAY), disabledAt: ago(DAY) }, 5, false],
    ["a fractional limit (hours)", { failingSince: ago(DAY / 2), disabledAt: null }, 0.5, true],
    ["a streak that starts in the future (clock skew)", { failingSince: ago(-DAY), disabledAt: null }, 5, false],
  ])("%s", (_name, streak, days, expected) => {
    expect(shouldDisableEndpoint(streak, now, days)).toBe(expected);
  });
});
