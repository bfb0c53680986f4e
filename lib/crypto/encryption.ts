import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, type Hmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { getEnv } from "@/lib/env";
import { randomBytesFromPool } from "@/lib/random-pool";

const VERSION = "v1";

let cachedKey: Buffer | undefined;

/**
 * The data key comes from DATA_ENCRYPTION_KEY. Outside production a development key is generated
 * into the data directory on first use, so `npm start` works with nothing configured.
 */
function getKey(): Buffer {
  if (cachedKey) return cachedKey;
  const env = getEnv();
  if (env.DATA_ENCRYPTION_KEY) {
    cachedKey = Buffer.from(env.DATA_ENCRYPTION_KEY, "base64");
    return cachedKey;
  }
  const keyFile = path.resolve(env.DATA_DIR, "encryption.key");
  if (!fs.existsSync(keyFile)) {
    fs.mkdirSync(path.dirname(keyFile), { recursive: true });
    fs.writeFileSync(keyFile, randomBytes(32).toString("base64"), { mode: 0o600, flag: "wx" });
  }
  cachedKey = Buffer.from(fs.readFileSync(keyFile, "utf8").trim(), "base64");
  return cachedKey;
}

/**
 * AES-256-GCM. `context` (e.g. "employees.ssn:empl_123") is bound as associated data, so a
 * ciphertext copied into another row or column fails to decrypt instead of revealing a value.
 */
export function encrypt(plaintext: string, context: string): string {
  // From the pool: a CSPRNG call per IV was most of an SSN's encryption in an import.
  const iv = randomBytesFromPool(12);
  const cipher = createCipheriv("aes-256-gcm", getKey(), iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64"), cipher.getAuthTag().toString("base64"), body.toString("base64")].join(":");
}

export function decrypt(sealed: string, context: string): string {
  const [version, iv, tag, body] = sealed.split(":");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Unrecognised ciphertext format");
  const decipher = createDecipheriv("aes-256-gcm", getKey(), Buffer.from(iv, "base64"));
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8");
}

/** Binary payloads (document images) as base64 plaintext under the same sealed format. */
export function encryptBytes(bytes: Buffer, context: string): string {
  return encrypt(bytes.toString("base64"), context);
}

export function decryptBytes(sealed: string, context: string): Buffer {
  return Buffer.from(decrypt(sealed, context), "base64");
}

// Large binary payloads (eligibility files over SFTP, in chunks) are sealed into bytes, not text:
// a version byte, the 12-byte IV, the 16-byte tag, then the ciphertext. Base64 would add a third.
const BINARY_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM over bytes, `context` bound as associated data (as encrypt). */
export function sealBytes(bytes: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", getKey(), iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return Buffer.concat([Buffer.from([BINARY_VERSION]), iv, cipher.getAuthTag(), body]);
}

export function openBytes(sealed: Buffer, context: string): Buffer {
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== BINARY_VERSION)
    throw new Error("Unrecognised ciphertext format");
  const decipher = createDecipheriv("aes-256-gcm", getKey(), sealed.subarray(1, 1 + IV_BYTES));
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/**
 * An HMAC-SHA-256 keyed by a key derived (HKDF) from the data key for one `purpose`. For
 * fingerprints of data that may hold SSNs: unlike a plain hash, nobody without the key can test
 * guesses against it.
 */
export function keyedHash(purpose: string): Hmac {
  return createHmac("sha256", derivedKey(purpose));
}

/** A 32-byte key derived (HKDF) from the data key for one `purpose`: for a library that takes a key, not an HMAC. */
export function derivedKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", getKey(), Buffer.alloc(0), purpose, 32));
}
