import { createCipheriv } from "node:crypto";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { resetEnvCache } from "@/lib/env";

import { currentKeyId, decrypt, encrypt, keyedHash, openBytes, ringHmacs, sealBytes, sealedKeyId } from "./encryption";

const keyA = Buffer.alloc(32, 7).toString("base64");
const keyB = Buffer.alloc(32, 8).toString("base64");
const keyC = Buffer.alloc(32, 9).toString("base64");
const SETTINGS = ["DATA_ENCRYPTION_KEY", "DATA_ENCRYPTION_KEYS", "DATA_HASH_KEY"] as const;

function useKeys(settings: Partial<Record<(typeof SETTINGS)[number], string>>) {
  for (const name of SETTINGS) {
    if (settings[name] === undefined) delete process.env[name];
    else process.env[name] = settings[name];
  }
  resetEnvCache();
}

beforeEach(() => useKeys({ DATA_ENCRYPTION_KEY: keyA }));
afterEach(() => useKeys({}));

/** A value as the code before key ids sealed it (v1: no key id), under `key`. */
function sealedV1(plaintext: string, context: string, key: string): string {
  const iv = Buffer.alloc(12, 1);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(key, "base64"), iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64"), cipher.getAuthTag().toString("base64"), body.toString("base64")].join(":");
}

function sealedBytesV1(bytes: Buffer, context: string, key: string): Buffer {
  const iv = Buffer.alloc(12, 2);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(key, "base64"), iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), body]);
}

describe("field encryption (AES-256-GCM)", () => {
  it("round-trips and never contains the plaintext", () => {
    const sealed = encrypt("231548765", "employees.ssn:empl_1");
    expect(sealed).toMatch(/^v2:default:/);
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

describe("HMACs under the ring's keys", () => {
  it("names the current key, hashes under each key of the ring by its id, and knows no other", () => {
    useKeys({ DATA_ENCRYPTION_KEYS: `*a=${keyA}`, DATA_HASH_KEY: keyC });
    const underA = ringHmacs("audit-chain").hmac("a")!("record");
    expect(ringHmacs("audit-chain").currentKeyId).toBe("a");
    useKeys({ DATA_ENCRYPTION_KEYS: `*b=${keyB},a=${keyA}`, DATA_HASH_KEY: keyC });
    const ring = ringHmacs("audit-chain");
    expect(ring.currentKeyId).toBe("b");
    // A key still in the ring gives the same HMAC as before the rotation; each key its own.
    expect(ring.hmac("a")!("record")).toBe(underA);
    expect(ring.hmac("b")!("record")).not.toBe(underA);
    expect(ring.hmac("c")).toBeUndefined();
    // Its own purpose, and neither the hash key's fingerprint nor a plain hash of the text.
    expect(ringHmacs("another purpose").hmac("a")!("record")).not.toBe(underA);
    expect(keyedHash("audit-chain").update("record").digest("hex")).not.toBe(underA);
    expect(underA).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is keyed by DATA_ENCRYPTION_KEY alone as the ring of one, default", () => {
    expect(ringHmacs("audit-chain").currentKeyId).toBe("default");
    expect(ringHmacs("audit-chain").hmac("default")!("x")).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the keyring", () => {
  const ring = (current: "a" | "b", ...others: Array<"a" | "b" | "c">) => {
    const value = { a: keyA, b: keyB, c: keyC };
    return [`*${current}=${value[current]}`, ...others.map((id) => `${id}=${value[id]}`)].join(",");
  };

  it("seals new values with the current key, naming it, and opens values of every key in the ring", () => {
    useKeys({ DATA_ENCRYPTION_KEYS: ring("a"), DATA_HASH_KEY: keyA });
    const underA = encrypt("231548765", "c");
    const bytesUnderA = sealBytes(Buffer.from("file"), "f");
    expect(sealedKeyId(underA)).toBe("a");
    expect(sealedKeyId(bytesUnderA)).toBe("a");

    useKeys({ DATA_ENCRYPTION_KEYS: ring("b", "a"), DATA_HASH_KEY: keyA });
    expect(currentKeyId()).toBe("b");
    expect(sealedKeyId(encrypt("x", "c"))).toBe("b");
    expect(sealedKeyId(sealBytes(Buffer.from("x"), "f"))).toBe("b");
    expect(decrypt(underA, "c")).toBe("231548765");
    expect(openBytes(bytesUnderA, "f").toString()).toBe("file");
  });

  it("opens values sealed before key ids (v1) with whichever key of the ring sealed them", () => {
    const old = sealedV1("231548765", "c", keyA);
    const oldBytes = sealedBytesV1(Buffer.from("file"), "f", keyA);
    expect(sealedKeyId(old)).toBeNull();
    expect(sealedKeyId(oldBytes)).toBeNull();
    expect(decrypt(old, "c")).toBe("231548765");
    useKeys({ DATA_ENCRYPTION_KEYS: ring("b", "c", "a"), DATA_HASH_KEY: keyA });
    expect(decrypt(old, "c")).toBe("231548765");
    expect(openBytes(oldBytes, "f").toString()).toBe("file");
  });

  it("says which key is missing when a value's key left the ring, and never shows the value", () => {
    useKeys({ DATA_ENCRYPTION_KEYS: ring("a"), DATA_HASH_KEY: keyA });
    const underA = encrypt("231548765", "c");
    const bytesUnderA = sealBytes(Buffer.from("231-54-8765"), "f");
    const old = sealedV1("231548765", "c", keyA);
    useKeys({ DATA_ENCRYPTION_KEYS: ring("b", "c"), DATA_HASH_KEY: keyA });
    expect(() => decrypt(underA, "c")).toThrow("The data key a that sealed this value is not in DATA_ENCRYPTION_KEYS");
    expect(() => openBytes(bytesUnderA, "f")).toThrow("The data key a");
    expect(() => decrypt(old, "c")).toThrow("No data key opens this value");
    try {
      decrypt(underA, "c");
    } catch (error) {
      expect(String(error)).not.toMatch(/231548765|231-54-8765/);
    }
  });

  it("keeps fingerprints when the data keys rotate: the hash key is its own", () => {
    const digest = () => keyedHash("purpose").update("E-1,231-54-8765").digest("hex");
    const before = digest();
    useKeys({ DATA_ENCRYPTION_KEYS: ring("b", "a"), DATA_HASH_KEY: keyA });
    expect(digest()).toBe(before);
    useKeys({ DATA_ENCRYPTION_KEYS: ring("b"), DATA_HASH_KEY: keyA });
    expect(digest()).toBe(before);
    useKeys({ DATA_ENCRYPTION_KEYS: ring("b"), DATA_HASH_KEY: keyC });
    expect(digest()).not.toBe(before);
  });

  it("refuses a ring without a hash key, naming the setting", () => {
    useKeys({ DATA_ENCRYPTION_KEYS: ring("b", "a") });
    expect(() => encrypt("x", "c")).toThrow("DATA_HASH_KEY");
  });

  it("refuses a binary header that is cut short or unknown", () => {
    const sealed = sealBytes(Buffer.from("file"), "f");
    expect(() => openBytes(sealed.subarray(0, 20), "f")).toThrow("Unrecognised ciphertext format");
    expect(() => openBytes(Buffer.concat([Buffer.from([3]), sealed.subarray(1)]), "f")).toThrow(
      "Unrecognised ciphertext format",
    );
    expect(sealedKeyId(Buffer.from([2, 0]))).toBeUndefined();
    expect(sealedKeyId("not sealed")).toBeUndefined();
  });
});
