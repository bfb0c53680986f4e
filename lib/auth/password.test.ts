import { describe, expect, it } from "vitest";

import { DUMMY_HASH, hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password only", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain("correct");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash and refuses malformed stored values", async () => {
    expect(await hashPassword("x")).not.toBe(await hashPassword("x"));
    expect(await verifyPassword("x", "plain")).toBe(false);
    expect(await verifyPassword("x", DUMMY_HASH)).toBe(false);
  });
});
