import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, type Hmac } from "node:crypto";

import { getEnv, type Env } from "@/lib/env";
import { developmentSecret } from "@/lib/env/development-secret";
import { randomBytesFromPool } from "@/lib/random-pool";

import {
  formatSealedText,
  keyBytes,
  keysToTry,
  parseKeyring,
  parseSealedText,
  type Keyring,
} from "@/lib/domain/security/keyring";

type Keys = { ring: Keyring; hashKey: Buffer };

let cached: { env: Env; keys: Keys } | undefined;

/**
 * The data keys: DATA_ENCRYPTION_KEYS (a ring, lib/domain/security/keyring.ts) or DATA_ENCRYPTION_KEY (a
 * ring of one). Outside production, with neither set, a development key is generated into the
 * data directory on first use, so `npm start` works with nothing configured. The settings were
 * checked at start-up (lib/env/secrets.ts); a refusal here is the same message for a process that skipped it.
 */
function keys(): Keys {
  const env = getEnv();
  if (cached?.env === env) return cached.keys;
  const single = env.DATA_ENCRYPTION_KEY ?? (env.DATA_ENCRYPTION_KEYS ? undefined : developmentKey(env));
  const parsed = parseKeyring({ keys: env.DATA_ENCRYPTION_KEYS, key: single });
  if (!parsed.ok) throw new Error(`${parsed.setting}: ${parsed.problem}`);
  const hashKey = env.DATA_HASH_KEY ? keyBytes(env.DATA_HASH_KEY) : single ? keyBytes(single) : undefined;
  if (!hashKey) throw new Error("DATA_HASH_KEY: is required with DATA_ENCRYPTION_KEYS");
  cached = { env, keys: { ring: parsed.keyring, hashKey } };
  return cached.keys;
}

const developmentKey = (env: Env) => developmentSecret(env.DATA_DIR, { file: "encryption.key", encoding: "base64" });

/** The id of the key new values are sealed with. */
export const currentKeyId = (): string => keys().ring.currentId;

/** The ids the ring holds, current first. */
export function keyIds(): string[] {
  const { ring } = keys();
  return [ring.currentId, ...[...ring.keys.keys()].filter((id) => id !== ring.currentId)];
}

class UnopenableValue extends Error {
  constructor(keyId: string | null) {
    super(
      keyId === null
        ? "No data key opens this value (sealed before key ids): is its key missing from DATA_ENCRYPTION_KEYS?"
        : `The data key ${keyId} that sealed this value is not in DATA_ENCRYPTION_KEYS`,
    );
    this.name = "UnopenableValue";
  }
}

/** AES-256-GCM under each key in turn until one's tag matches; the body is never in an error. */
function openWith(candidates: Buffer[], keyId: string | null, iv: Buffer, tag: Buffer, body: Buffer, context: string) {
  for (const key of candidates) {
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([decipher.update(body), decipher.final()]);
    } catch {
      // The wrong key, another context or a changed value: the tag does not match. Try the next key.
    }
  }
  if (keyId !== null && candidates.length === 0) throw new UnopenableValue(keyId);
  if (keyId === null && candidates.length > 1) throw new UnopenableValue(null);
  throw new Error("The sealed value does not open: altered, or sealed for another place");
}

/**
 * AES-256-GCM under the current key, its id in the header (`v2:<key id>:<iv>:<tag>:<body>`).
 * `context` (e.g. "employees.ssn:empl_123") is bound as associated data, so a ciphertext copied
 * into another row or column fails to decrypt instead of revealing a value.
 */
export function encrypt(plaintext: string, context: string): string {
  const { ring } = keys();
  // From the pool: a CSPRNG call per IV was most of an SSN's encryption in an import.
  const iv = randomBytesFromPool(12);
  const cipher = createCipheriv("aes-256-gcm", ring.keys.get(ring.currentId)!, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return formatSealedText({
    keyId: ring.currentId,
    iv: iv.toString("base64"),
    tag: cipher.getAuthTag().toString("base64"),
    body: body.toString("base64"),
  });
}

/** Opens text sealed by encrypt: v2 with the key it names, v1 (before key ids) with each key. */
export function decrypt(sealed: string, context: string): string {
  const parts = parseSealedText(sealed);
  if (!parts) throw new Error("Unrecognised ciphertext format");
  const candidates = keysToTry(keys().ring, parts.keyId);
  const b64 = (text: string) => Buffer.from(text, "base64");
  return openWith(candidates, parts.keyId, b64(parts.iv), b64(parts.tag), b64(parts.body), context).toString("utf8");
}

/** Whether a stored text value is one encrypt made (idempotency keeps both sealed and plain answers). */
export const isSealedText = (value: string): boolean => parseSealedText(value) !== undefined;

/** Binary payloads (document images) as base64 plaintext under the same sealed format. */
export function encryptBytes(bytes: Buffer, context: string): string {
  return encrypt(bytes.toString("base64"), context);
}

export function decryptBytes(sealed: string, context: string): Buffer {
  return Buffer.from(decrypt(sealed, context), "base64");
}

// Large binary payloads (eligibility files over SFTP, in chunks) are sealed into bytes, not text:
// base64 would add a third. Version 2: the byte 2, the key id's length and the id (ASCII), the
// 12-byte IV, the 16-byte tag, then the ciphertext. Version 1 (before key ids): the byte 1, IV, tag,
// ciphertext.
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM over bytes under the current key, `context` bound as associated data (as encrypt). */
export function sealBytes(bytes: Buffer, context: string): Buffer {
  const { ring } = keys();
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", ring.keys.get(ring.currentId)!, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  const id = Buffer.from(ring.currentId, "ascii");
  return Buffer.concat([Buffer.from([2, id.length]), id, iv, cipher.getAuthTag(), body]);
}

/** A sealed binary value's header: the key id it names (null before key ids) and where its IV starts. */
function binaryHeader(sealed: Buffer): { keyId: string | null; ivAt: number } | undefined {
  if (sealed[0] === 1) return { keyId: null, ivAt: 1 };
  if (sealed[0] === 2 && sealed.length > 2) {
    const length = sealed[1]!;
    if (length < 1 || sealed.length < 2 + length) return undefined;
    return { keyId: sealed.subarray(2, 2 + length).toString("ascii"), ivAt: 2 + length };
  }
  return undefined;
}

export function openBytes(sealed: Buffer, context: string): Buffer {
  const header = binaryHeader(sealed);
  if (!header || sealed.length < header.ivAt + IV_BYTES + TAG_BYTES) throw new Error("Unrecognised ciphertext format");
  const { keyId, ivAt } = header;
  const tagAt = ivAt + IV_BYTES;
  return openWith(
    keysToTry(keys().ring, keyId),
    keyId,
    sealed.subarray(ivAt, tagAt),
    sealed.subarray(tagAt, tagAt + TAG_BYTES),
    sealed.subarray(tagAt + TAG_BYTES),
    context,
  );
}

/**
 * The key id a sealed value names: text or bytes; null for a value sealed before key ids;
 * undefined for what is not a sealed value at all.
 */
export function sealedKeyId(sealed: string | Buffer): string | null | undefined {
  if (typeof sealed === "string") return parseSealedText(sealed)?.keyId;
  return binaryHeader(sealed)?.keyId;
}

/**
 * An HMAC-SHA-256 keyed by a key derived (HKDF) from the hash key for one `purpose`. For
 * fingerprints of data that may hold SSNs: unlike a plain hash, nobody without the key can test
 * guesses against it. The hash key does not rotate with the data keys (DATA_HASH_KEY).
 */
export function keyedHash(purpose: string): Hmac {
  return createHmac("sha256", derivedKey(purpose));
}

const derivedKeysCache = new WeakMap<Keys, Map<string, Buffer>>();

/**
 * A 32-byte key derived (HKDF) from the hash key for one `purpose`: for a library that takes a key,
 * not an HMAC. Derived once per purpose and key (a fingerprint per row of a large file must not
 * repeat the derivation); a copy, so a caller cannot change the cached key.
 */
export function derivedKey(purpose: string): Buffer {
  const current = keys();
  const derived = derivedKeysCache.get(current) ?? new Map<string, Buffer>();
  derivedKeysCache.set(current, derived);
  let key = derived.get(purpose);
  if (!key)
    derived.set(purpose, (key = Buffer.from(hkdfSync("sha256", current.hashKey, Buffer.alloc(0), purpose, 32))));
  return Buffer.from(key);
}

const ringKeysCache = new WeakMap<Keys, Map<string, Buffer>>();

/**
 * HMAC-SHA-256 under a key derived (HKDF) for one `purpose` from each data key of the ring, named
 * by that key's id: new values under the current key, older ones checked under the key they name.
 * Unlike keyedHash's fingerprints these rotate with DATA_ENCRYPTION_KEYS, for what is recomputed
 * later rather than compared blind (the audit chain: lib/services/audit/audit-chain-keys.ts). A key
 * leaves the ring only once nothing names it any more.
 */
export function ringHmacs(purpose: string): {
  currentKeyId: string;
  hmac: (keyId: string) => ((text: string) => string) | undefined;
} {
  const current = keys();
  const derived = ringKeysCache.get(current) ?? new Map<string, Buffer>();
  ringKeysCache.set(current, derived);
  const keyOf = (keyId: string) => {
    const dataKey = current.ring.keys.get(keyId);
    if (!dataKey) return undefined;
    const cacheKey = `${purpose}\n${keyId}`;
    let key = derived.get(cacheKey);
    if (!key) derived.set(cacheKey, (key = Buffer.from(hkdfSync("sha256", dataKey, Buffer.alloc(0), purpose, 32))));
    return key;
  };
  return {
    currentKeyId: current.ring.currentId,
    hmac: (keyId) => {
      const key = keyOf(keyId);
      return key && ((text: string) => createHmac("sha256", key).update(text, "utf8").digest("hex"));
    },
  };
}
