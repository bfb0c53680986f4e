import { describe, expect, it } from "vitest";

import { WakeSignal } from "./wake-signal";

const elapsed = async (work: Promise<void>) => {
  const started = performance.now();
  await work;
  return performance.now() - started;
};

describe("WakeSignal", () => {
  it("sleeps for the poll interval when nobody wakes it", async () => {
    expect(await elapsed(new WakeSignal().wait(60))).toBeGreaterThanOrEqual(55);
  });

  it("wakes a sleeping loop at once", async () => {
    const signal = new WakeSignal();
    const sleeping = signal.wait(10_000);
    signal.notify();
    expect(await elapsed(sleeping)).toBeLessThan(50);
  });

  it("remembers a wake-up that came while the loop was busy, once", async () => {
    const signal = new WakeSignal();
    signal.notify();
    signal.notify();
    expect(await elapsed(signal.wait(10_000))).toBeLessThan(50);
    expect(await elapsed(signal.wait(60))).toBeGreaterThanOrEqual(55);
  });
});
