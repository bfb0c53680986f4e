import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { WakeSignal } from "./wake-signal";

// The poll interval is a timer: a fake clock moves it by hand, so "at once" and "after 60 ms" are
// exact whatever the machine's load.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether `work` has settled, read after the clock has moved by `ms`. */
const settledAfter = async (work: Promise<void>, ms: number) => {
  let settled = false;
  void work.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
};

describe("WakeSignal", () => {
  it("sleeps for the poll interval when nobody wakes it", async () => {
    const sleeping = new WakeSignal().wait(60);
    expect(await settledAfter(sleeping, 59)).toBe(false);
    expect(await settledAfter(sleeping, 1)).toBe(true);
  });

  it("wakes a sleeping loop at once", async () => {
    const signal = new WakeSignal();
    const sleeping = signal.wait(10_000);
    signal.notify();
    expect(await settledAfter(sleeping, 0)).toBe(true);
  });

  it("remembers a wake-up that came while the loop was busy, once", async () => {
    const signal = new WakeSignal();
    signal.notify();
    signal.notify();
    expect(await settledAfter(signal.wait(10_000), 0)).toBe(true);
    const sleeping = signal.wait(60);
    expect(await settledAfter(sleeping, 59)).toBe(false);
    expect(await settledAfter(sleeping, 1)).toBe(true);
  });
});
