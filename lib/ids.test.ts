import { describe, expect, it } from "vitest";

import { createId, hasPrefix, randomBase62 } from "./ids";

describe("ids", () => {
  it("are the prefix and 22 base62 characters, different every time (across many refills of the random pool)", () => {
    const ids = Array.from({ length: 5_000 }, () => createId("empl"));
    for (const id of ids) expect(id).toMatch(/^empl_[0-9A-Za-z]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(hasPrefix(ids[0]!, "empl")).toBe(true);
    expect(hasPrefix(ids[0]!, "evt")).toBe(false);
  });

  it("use every character of the alphabet about equally often", () => {
    const counts = new Map<string, number>();
    for (const char of randomBase62(62 * 2_000)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 2,000 expected per character; a biased mapping (byte % 62 without rejection) puts the first
    // characters near 2,400.
    for (const count of counts.values()) expect(Math.abs(count - 2_000)).toBeLessThan(250);
  });
});
