import { beforeAll, describe, expect, it } from "vitest";

import { resetEnvCache } from "@/lib/env";

import { decrypt, encrypt } from "./encryption";

beforeAll(() => {
  process.env.DATA_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString("base64");
  resetEnvCache();
});

describe("field encryption (AES-256-GCM)", () => {
  it("round-trips and never contains the plaintext", () => {
    const sealed = encrypt("231548765", "employees.ssn:empl_1");
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain("231548765");
    expect(decrypt(sealed, "employees.ssn:empl_1")).toBe("231548765");
  });

  it("uses a fresh IV each time", () => {
    expect(encrypt("x", "c")).not.toBe(encrypt("x", "c"));
  });

  it("refuses a ciphertext moved to another row (associated data)", () => {
    const sealed = encrypt("231548765", "employees.ssn:empl_1");
    expect(() => decrypt(sealed, "employees.ssn:empl_2")).toThrow();
  });

  it("refuses a tampered ciphertext", () => {
    const [v, iv, tag, body] = encrypt("231548765", "c").split(":");
    const flipped = Buffer.from(body!, "base64");
    flipped[0]! ^= 1;
    expect(() => decrypt([v, iv, tag, flipped.toString("base64")].join(":"), "c")).toThrow();
    expect(() => decrypt("garbage", "c")).toThrow();
  });
});
