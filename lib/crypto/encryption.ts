import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { getEnv } from "@/lib/env";

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
  const iv = randomBytes(12);
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
