import { describe, expect, it } from "vitest";

import {
  generateRecoveryCodes,
  hashRecoveryCode,
  matchRecoveryCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_BITS,
  RECOVERY_CODE_COUNT,
} from "./recovery-codes";

const key = Buffer.alloc(32, 7);
const accountId = "adm_3xK9q2VfYp0LmN7bR4tZ1a";
const SHAPE = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/;

describe("generating recovery codes", () => {
  it("makes ten distinct codes shaped xxxxx-xxxxx, a new set each time", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(RECOVERY_CODE_COUNT).toBe(10);
    for (const code of codes) expect(code).toMatch(SHAPE);
    expect(new Set(codes).size).toBe(10);
    expect(generateRecoveryCodes()).not.toEqual(codes);
  });

  it("carries at least 50 bits per code, from all 32 characters of the alphabet", () => {
    expect(RECOVERY_CODE_BITS).toBeGreaterThanOrEqual(50);
    const seen = new Set(Array.from({ length: 50 }, generateRecoveryCodes).flat().join("").replaceAll("-", ""));
    expect([...seen].sort().join("")).toBe("0123456789abcdefghjkmnpqrstvwxyz");
  });

  it("never uses a character that reads as another", () => {
    expect(generateRecoveryCodes().join("")).not.toMatch(/[ilou]/);
  });
});

describe("reading a typed code", () => {
  it.each([
    ["as shown", "abcde-12345"],
    ["in capitals", "ABCDE-12345"],
    ["without the dash", "abcde12345"],
    ["with spaces", " abcde 12345 "],
    ["with spaces for the dash", "abcde - 12345"],
    ["with an en dash", "abcde\u201312345"],
    ["in full-width letters", "ＡＢＣＤＥ-１２３４５"],
  ])("reads it %s", (_, typed) => {
    expect(normaliseRecoveryCode(typed)).toBe("abcde12345");
  });

  it("reads O as 0 and I or L as 1, as Crockford's alphabet does", () => {
    expect(normaliseRecoveryCode("oOiIl-L2345")).toBe("0011112345");
  });

  it.each(["", "abcde-1234", "abcde-123456", "abcdu-12345", "abcde_12345", "abcde-1234!", "a".repeat(1_000)])(
    "refuses %j",
    (typed) => {
      expect(normaliseRecoveryCode(typed)).toBeUndefined();
    },
  );
});

describe("storing and matching codes", () => {
  const codes = ["abcde-12345", "fghjk-67890", "mnpqr-stvwx"];
  const stored = codes.map((code) => hashRecoveryCode({ code, key, accountId }));

  it("stores a keyed hash that says nothing of the code", () => {
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]).not.toContain("abcde");
    expect(hashRecoveryCode({ code: "ABCDE 12345", key, accountId })).toBe(stored[0]);
  });

  it("hashes differently under another key or for another account", () => {
    expect(hashRecoveryCode({ code: codes[0]!, key: Buffer.alloc(32, 8), accountId })).not.toBe(stored[0]);
    expect(hashRecoveryCode({ code: codes[0]!, key, accountId: "adm_other" })).not.toBe(stored[0]);
  });

  it("refuses to hash what is not a code, or under a short key", () => {
    expect(() => hashRecoveryCode({ code: "nope", key, accountId })).toThrow("Not a recovery code");
    expect(() => hashRecoveryCode({ code: codes[0]!, key: Buffer.alloc(16), accountId })).toThrow(/32 bytes/);
  });

  it("says which stored code was typed, however it was typed", () => {
    expect(matchRecoveryCode({ typed: "abcde-12345", storedHashes: stored, key, accountId })).toBe(0);
    expect(matchRecoveryCode({ typed: "MNPQRSTVWX", storedHashes: stored, key, accountId })).toBe(2);
    expect(matchRecoveryCode({ typed: "fghjk 678g0", storedHashes: stored, key, accountId })).toBeUndefined();
  });

  it("matches nothing once the caller has left the used code out", () => {
    const unused = stored.slice(1);
    expect(matchRecoveryCode({ typed: codes[0]!, storedHashes: unused, key, accountId })).toBeUndefined();
    expect(matchRecoveryCode({ typed: codes[1]!, storedHashes: unused, key, accountId })).toBe(0);
  });

  it("matches nothing for another account's codes or under another key", () => {
    expect(matchRecoveryCode({ typed: codes[0]!, storedHashes: stored, key, accountId: "adm_other" })).toBeUndefined();
    expect(
      matchRecoveryCode({ typed: codes[0]!, storedHashes: stored, key: Buffer.alloc(32, 9), accountId }),
    ).toBeUndefined();
  });

  it("skips stored values that are not hashes, and matches nothing in an empty list", () => {
    const mixed = ["", "zz", stored[0]!.slice(2), stored[1]!];
    expect(matchRecoveryCode({ typed: codes[1]!, storedHashes: mixed, key, accountId })).toBe(3);
    expect(matchRecoveryCode({ typed: codes[0]!, storedHashes: [], key, accountId })).toBeUndefined();
  });

  it.each(["", "123456", "x".repeat(5_000), "abcde-1234\u0000"])("refuses %j without throwing", (typed) => {
    expect(matchRecoveryCode({ typed, storedHashes: stored, key, accountId })).toBeUndefined();
  });
});
