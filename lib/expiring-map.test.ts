import { describe, expect, it } from "vitest";

import { ExpiringMap, forgetProcessWide, processWide } from "./expiring-map";

describe("ExpiringMap", () => {
  it("answers a value until its time is up, and not from then on", () => {
    const map = new ExpiringMap<number>(10);
    map.set("a", 1, 100, 1_000);
    expect(map.get("a", 1_099)).toBe(1);
    expect(map.get("a", 1_100)).toBeUndefined();
    expect(map.has("a", 1_050)).toBe(false);
  });

  it("forgets a key on delete, and everything once it reaches its limit", () => {
    const map = new ExpiringMap<number>(2);
    map.set("a", 1, 1_000, 0);
    map.delete("a");
    expect(map.get("a", 1)).toBeUndefined();
    map.set("a", 1, 1_000, 0);
    map.set("b", 2, 1_000, 0);
    map.set("c", 3, 1_000, 0);
    expect([map.get("a", 1), map.get("b", 1), map.get("c", 1)]).toEqual([undefined, undefined, 3]);
  });
});

describe("processWide", () => {
  it("creates once per name for the whole process", () => {
    const first = processWide("__expiringMapTest", () => ({ n: 1 }));
    expect(processWide("__expiringMapTest", () => ({ n: 2 }))).toBe(first);
  });

  it("makes every value again on its next use once forgotten", () => {
    const first = processWide("__expiringMapForgotten", () => ({ n: 1 }));
    forgetProcessWide();
    const again = processWide("__expiringMapForgotten", () => ({ n: 2 }));
    expect(again).not.toBe(first);
    expect(again).toEqual({ n: 2 });
  });
});
