import { beforeAll, describe, expect, it } from "vitest";

import { resetEnvCache } from "@/lib/env";

import { decrypt, encrypt, keyedHash, openBytes, sealBytes } from "./encryption";

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

describe("binary sealing", () => {
  const bytes = Buffer.from("Employee ID,SSN\nE-1,231-54-8765\n");

  it("round-trips bytes and never contains them", () => {
    const sealed = sealBytes(bytes, "sftp_files:f1:0");
    expect(sealed.includes(Buffer.from("231-54-8765"))).toBe(false);
    expect(openBytes(sealed, "sftp_files:f1:0").equals(bytes)).toBe(true);
  });

  it("refuses another context, a tampered body and garbage", () => {
    const sealed = sealBytes(bytes, "sftp_files:f1:0");
    expect(() => openBytes(sealed, "sftp_files:f1:1")).toThrow();
    const flipped = Buffer.from(sealed);
    flipped[flipped.length - 1]! ^= 1;
    expect(() => openBytes(flipped, "sftp_files:f1:0")).toThrow();
    expect(() => openBytes(Buffer.from("garbage"), "c")).toThrow();
  });
});

describe("keyed hash", () => {
  it("is stable per purpose, differs between purposes, and is not a plain SHA-256", async () => {
    const { createHash } = await import("node:crypto");
    const digest = (purpose: string) => keyedHash(purpose).update("E-1,231-54-8765").digest("hex");
    expect(digest("a")).toBe(digest("a"));
    expect(digest("a")).not.toBe(digest("b"));
    expect(digest("a")).not.toBe(createHash("sha256").update("E-1,231-54-8765").digest("hex"));
  });
});
