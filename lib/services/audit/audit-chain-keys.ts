import { ringHmacs } from "@/lib/crypto/encryption";
import { hashSecret } from "@/lib/crypto/secrets";
import type { ChainKeys } from "@/lib/domain/security/audit-chain";

/** The HKDF purpose of the chain's keys: one per data key of the ring, named by its id. */
const PURPOSE = "audit-chain";

/** The hash of records sealed before the chain was keyed: SHA-256 of the text, hex. */
export const sha256Hex = hashSecret;

/**
 * The audit chain's keys (docs/security.md#audit-trail): HMAC-SHA-256 under a key derived from each
 * data key of DATA_ENCRYPTION_KEYS, so it lives outside the database and rotates with the ring (a
 * record names the key it was sealed under; the ring must keep that key while such records are
 * kept); plain SHA-256 for records sealed before keys.
 */
export function auditChainKeys(): ChainKeys {
  const ring = ringHmacs(PURPOSE);
  return { currentKeyId: ring.currentKeyId, hasher: (keyId) => (keyId === null ? sha256Hex : ring.hmac(keyId)) };
}
