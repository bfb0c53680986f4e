import { describe, expect, it } from "vitest";

import { generateClientSecret, hashSecret, verifySecret } from "./secrets";

describe("client secrets", () => {
  it("generates distinct prefixed 256-bit secrets", () => {
    const a = generateClientSecret();
    expect(a).toMatch(/^csk_test_[0-9A-Za-z]{43}$/);
    expect(generateClientSecret()).not.toBe(a);
  });

  it("verifies only the right secret", () => {
    const secret = generateClientSecret();
    const hash = hashSecret(secret);
    expect(hash).not.toContain(secret);
    expect(verifySecret(secret, hash)).toBe(true);
    expect(verifySecret(`${secret}x`, hash)).toBe(false);
    expect(verifySecret("", hash)).toBe(false);
    expect(verifySecret(secret, "not-hex")).toBe(false);
  });
});
