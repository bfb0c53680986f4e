/**
 * The audit trail's tamper evidence (issue 26 item 4, issue 37): each employer's records form a
 * chain, each carrying the hash of its own content and of the record before it, so an edited record
 * no longer matches its hash and a deleted one breaks the link of the next. The hash is an
 * HMAC-SHA-256 under a key the database does not hold, named on the record (its data key's id), so
 * whoever can write the table still cannot hash a rewritten record as the sealer would. Records
 * sealed before the chain was keyed carry no key id and a plain SHA-256; they verify as such, and
 * the chain's last record must be under the current key — so a rewrite hashed forward with plain
 * SHA-256 (calling its records "sealed before keys") leaves a head that is not. Pure: the caller
 * supplies the hash functions (lib/crypto), so the rule is tested without I/O.
 */

/** What a record says, hashed as it is stored (never a PII value: changed fields are named, not shown). */
export type AuditContent = {
  employerId: string | null;
  /** 1, 2, 3… within the employer's chain (the system's own records form the null employer's chain). */
  sequence: number;
  occurredAt: string;
  actorType: string;
  actorId: string;
  actorRole: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Readonly<Record<string, unknown>>;
  requestId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
};

export type AuditRecord = AuditContent & {
  previousHash: string;
  hash: string;
  /** The id of the key whose HMAC `hash` is; null for a record sealed before keys (plain SHA-256). */
  hashKey: string | null;
};

/** How records are hashed: under the key each names, new ones under the current key. */
export type ChainKeys = {
  currentKeyId: string;
  /** The hash function of records naming `keyId` (null: the plain SHA-256 of records sealed before keys); undefined for a key not at hand. */
  hasher: (keyId: string | null) => ((text: string) => string) | undefined;
};

/** The hash before an employer's first record. */
export const GENESIS_HASH = "0".repeat(64);

/**
 * The content as one string, the same however the object was built: keys sorted at every depth,
 * arrays kept in order, no whitespace. Undefined members are left out, as JSON leaves them out.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(",")}}`;
}

/** A record's hash: of the previous record's hash and its own content. */
export function auditHash(previousHash: string, content: AuditContent, hash: (text: string) => string): string {
  return hash(`${previousHash}\n${canonicalJson(content)}`);
}

/** The next record of a chain whose last record is `last` (undefined: the chain's first), under the current key. */
export function chainRecord(
  last: Pick<AuditRecord, "hash" | "sequence"> | undefined,
  content: Omit<AuditContent, "sequence">,
  keys: ChainKeys,
): AuditRecord {
  const hash = keys.hasher(keys.currentKeyId);
  if (!hash) throw new Error(`The audit chain's current key ${keys.currentKeyId} is not at hand`);
  const previousHash = last?.hash ?? GENESIS_HASH;
  const full: AuditContent = { ...content, sequence: (last?.sequence ?? 0) + 1 };
  return { ...full, previousHash, hash: auditHash(previousHash, full, hash), hashKey: keys.currentKeyId };
}

/** What is wrong with a chain, by the record where it shows. */
export type ChainProblem =
  | { kind: "edited"; sequence: number }
  | { kind: "broken_link"; sequence: number }
  | { kind: "missing"; sequence: number }
  /** The record names a key that is not at hand (removed from the ring too early): it cannot be checked. */
  | { kind: "unknown_key"; sequence: number; keyId: string }
  /**
   * The chain's last record is not under the current key: sealed before keys or before a rotation
   * and not keyed since (the worker's housekeeping and `audit:verify` seal a record that keys it),
   * or rewritten under a key an attacker holds, or as sealed before keys.
   */
  | { kind: "head_not_under_current_key"; sequence: number; keyId: string | null };

/**
 * Checks one employer's records, in sequence order: each must hash, under the key it names, to
 * what it carries (else it was edited), carry its predecessor's hash (else one before it was removed
 * or replaced), and follow it by one (else records are missing; a deleted last record shows as a
 * count shorter than the one kept beside the chain, which the caller compares).
 */
export function verifyChain(
  records: readonly AuditRecord[],
  keys: ChainKeys,
  /** Where the records take up: the record before the first (a page already checked, or the purged). */
  after?: Pick<AuditRecord, "sequence" | "hash">,
): ChainProblem[] {
  const problems: ChainProblem[] = [];
  let previous: Pick<AuditRecord, "sequence" | "hash"> | undefined = after;
  for (const record of records) {
    const { previousHash, hash: stored, hashKey, ...content } = record;
    const expectedSequence = (previous?.sequence ?? 0) + 1;
    if (record.sequence !== expectedSequence) problems.push({ kind: "missing", sequence: expectedSequence });
    if (previousHash !== (previous?.hash ?? GENESIS_HASH) && record.sequence === expectedSequence)
      problems.push({ kind: "broken_link", sequence: record.sequence });
    const hash = keys.hasher(hashKey);
    if (!hash) problems.push({ kind: "unknown_key", sequence: record.sequence, keyId: hashKey! });
    else if (auditHash(previousHash, content, hash) !== stored)
      problems.push({ kind: "edited", sequence: record.sequence });
    previous = record;
  }
  return problems;
}

/**
 * The chain's last record must be under the current key. Every record links to the one before, so
 * the head's HMAC vouches for everything before it: a rewrite hashed forward without the current
 * key ends in a head that is not under it.
 */
export function headProblem(
  head: Pick<AuditRecord, "sequence" | "hashKey"> | undefined,
  keys: Pick<ChainKeys, "currentKeyId">,
): ChainProblem | undefined {
  if (!head || head.hashKey === keys.currentKeyId) return undefined;
  return { kind: "head_not_under_current_key", sequence: head.sequence, keyId: head.hashKey };
}
