import { createHash, createPublicKey } from "node:crypto";

// ssh2 is CommonJS: Node gives an ES module (the compiled dist/) its default export only, no named ones.
import ssh2, { type ParsedKey } from "ssh2";

import { AppError, validationFailed } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES, type FieldErrorCode } from "@/lib/errors/catalog";

export type PublicKey = { algorithm: string; publicKey: string; fingerprint: string; comment: string };

const ALLOWED = new Set([
  "ssh-ed25519",
  "ecdsa-sha2-nistp256",
  "ecdsa-sha2-nistp384",
  "ecdsa-sha2-nistp521",
  "ssh-rsa",
]);
const MIN_RSA_BITS = 2048;

const refuse = (code: FieldErrorCode): AppError =>
  validationFailed([{ path: "/publicKey", code, message: FIELD_ERROR_CODES[code] }]);

/**
 * One OpenSSH public key line → what an account stores: the key as SSH sends it (base64 of the
 * wire blob), its SHA256 fingerprint as `ssh-keygen -l` prints it, and its comment. A private key
 * is refused without being kept anywhere.
 */
export function parsePublicKey(text: string): PublicKey {
  const parsed = ssh2.utils.parseKey(text.trim());
  const key: ParsedKey | undefined = parsed instanceof Error ? undefined : Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key) throw refuse(/PRIVATE KEY/.test(text) ? "ssh_key_private" : "ssh_key_invalid");
  if (key.isPrivateKey()) throw refuse("ssh_key_private");
  if (!ALLOWED.has(key.type)) throw refuse("ssh_key_unsupported");
  if (
    key.type === "ssh-rsa" &&
    (createPublicKey(key.getPublicPEM()).asymmetricKeyDetails?.modulusLength ?? 0) < MIN_RSA_BITS
  )
    throw refuse("ssh_key_unsupported");
  const blob = key.getPublicSSH();
  return {
    algorithm: key.type,
    publicKey: blob.toString("base64"),
    fingerprint: fingerprintOf(blob),
    comment: key.comment.slice(0, 200),
  };
}

/** "SHA256:…", unpadded base64 of the blob's SHA-256, as OpenSSH shows it. */
export const fingerprintOf = (blob: Buffer): string =>
  `SHA256:${createHash("sha256").update(blob).digest("base64").replace(/=+$/, "")}`;
