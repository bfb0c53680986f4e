import { describe, expect, it } from "vitest";

import { randomByte, randomBytesFromPool } from "./random-pool";

describe("random pool", () => {
  it("hands out buffers of the length asked, across refills, never the same bytes twice", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i += 1) {
      const bytes = randomBytesFromPool(12);
      expect(bytes).toHaveLength(12);
      seen.add(bytes.toString("hex"));
    }
    expect(seen.size).toBe(2_000);
    // Longer than the pool itself.
    const long = randomBytesFromPool(10_000);
    expect(long).toHaveLength(10_000);
    expect(new Set(long).size).toBeGreaterThan(200);
  });

  it("gives bytes spread over 0…255", () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 256 * 400; i += 1) counts[randomByte()]! += 1;
    for (const count of counts) expect(Math.abs(count - 400)).toBeLessThan(120);
  });
});
