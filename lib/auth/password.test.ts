import { describe, expect, it } from "vitest";

import { dummyHash, hashPassword, PRODUCTION_PASSWORD_PARAMS, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password only", async () => {
    const hash = await hashPassword("correct horse battery staple");
    // Outside production, the cheap cost (production's is asserted by the production suite).
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(hash).not.toContain("correct");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash and refuses malformed stored values", async () => {
    expect(await hashPassword("x")).not.toBe(await hashPassword("x"));
    expect(await verifyPassword("x", "plain")).toBe(false);
    expect(await verifyPassword("x", dummyHash())).toBe(false);
  });

  it("checks a hash with the cost it records: one made at production's cost verifies anywhere", async () => {
    const { N, r, p } = PRODUCTION_PASSWORD_PARAMS;
    // "correct horse battery staple" at N=2^15, r=8, p=1 under a fixed salt, made once.
    const { scryptSync } = await import("node:crypto");
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync("correct horse battery staple", salt, 32, { N, r, p, maxmem: 64 * 1024 * 1024 });
    const stored = `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
  });
});
