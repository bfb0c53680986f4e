import { describe, expect, it } from "vitest";

import { clientAddress } from "./origin";

describe("clientAddress", () => {
  it.each([
    ["no trusted proxy: the header proves nothing", "203.0.113.7", 0, null],
    ["no header", null, 1, null],
    ["one proxy: the entry it appended", "203.0.113.7", 1, "203.0.113.7"],
    ["one proxy, a forged entry before it", "6.6.6.6, 203.0.113.7", 1, "203.0.113.7"],
    ["two proxies", "203.0.113.7, 10.0.0.1", 2, "203.0.113.7"],
    ["two proxies, one forged entry", "6.6.6.6, 203.0.113.7, 10.0.0.1", 2, "203.0.113.7"],
    ["more hops than entries", "203.0.113.7", 2, null],
    ["IPv6", "2001:db8::1", 1, "2001:db8::1"],
    ["not an address", "attacker.example", 1, null],
    ["spaces and empty entries", " 203.0.113.7 ,", 2, "203.0.113.7"],
  ])("%s", (_name, header, hops, expected) => {
    expect(clientAddress(header, hops)).toBe(expected);
  });
});
