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

  it.each([
    [
      "no trusted proxy: the connection's peer, whatever X-Forwarded-For says",
      "6.6.6.6",
      0,
      "203.0.113.9",
      "203.0.113.9",
    ],
    ["no trusted proxy, IPv6 peer", null, 0, "::ffff:127.0.0.1", "::ffff:127.0.0.1"],
    ["no trusted proxy, no peer (not behind scripts/server.mjs)", "6.6.6.6", 0, null, null],
    ["no trusted proxy, a peer that is not an address", null, 0, "unknown", null],
    ["behind a proxy: the forwarded entry, not the proxy's own address", "203.0.113.7", 1, "10.0.0.1", "203.0.113.7"],
  ])("%s", (_name, header, hops, peer, expected) => {
    expect(clientAddress(header, hops, peer)).toBe(expected);
  });
});
