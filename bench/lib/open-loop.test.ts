import { describe, expect, it } from "vitest";

import { offeredRates, openLoopConnections, rateAchieved, secondsForPool } from "./open-loop";

describe("offeredRates", () => {
  it("offers 25, 50 and 75 % of the measured capacity, rounded", () => {
    expect(offeredRates(240)).toEqual([60, 120, 180]);
    expect(offeredRates(118)).toEqual([30, 59, 89]);
  });

  it("offers at least one request a second, also when the closed loop measured nothing", () => {
    expect(offeredRates(2)).toEqual([1, 1, 2]);
    expect(offeredRates(0)).toEqual([1, 1, 1]);
    expect(offeredRates(Number.NaN)).toEqual([1, 1, 1]);
  });
});

describe("openLoopConnections", () => {
  it("covers half a second of latency at the rate, never fewer than the closed loop's", () => {
    expect(openLoopConnections(60, 50)).toBe(50);
    expect(openLoopConnections(180, 50)).toBe(90);
    expect(openLoopConnections(10_000, 50)).toBe(1000);
  });
});

describe("secondsForPool", () => {
  it("runs the configured duration while the pool lasts, shorter when it would not", () => {
    expect(secondsForPool(5000, 100, 10)).toBe(10);
    expect(secondsForPool(1000, 180, 10)).toBe(5);
    expect(secondsForPool(10, 180, 10)).toBe(2);
  });
});

describe("rateAchieved", () => {
  it("holds at 95 % of the offered rate", () => {
    expect(rateAchieved(100, 95)).toBe(true);
    expect(rateAchieved(100, 94.9)).toBe(false);
  });
});
