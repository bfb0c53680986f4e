/**
 * The audit trail's tamper evidence (issue 26 item 4): each employer's records form a chain, each
 * carrying the hash of its own content and of the record before it, so an edited record no longer
 * matches its hash and a deleted one breaks the link of the next. Pure: the caller supplies the hash
 * function (SHA-256 on the server, lib/crypto), so the rule is tested without I/O.
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

export type AuditRecord = AuditContent & { previousHash: string; hash: string };

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

/** The next record of a chain whose last record is `last` (undefined: the chain's first). */
export function chainRecord(
  last: Pick<AuditRecord, "hash" | "sequence"> | undefined,
  content: Omit<AuditContent, "sequence">,
  hash: (text: string) => string,
): AuditRecord {
  const previousHash = last?.hash ?? GENESIS_HASH;
  const full: AuditContent = { ...content, sequence: (last?.sequence ?? 0) + 1 };
  return { ...full, previousHash, hash: auditHash(previousHash, full, hash) };
}

/** What is wrong with a chain, by the record where it shows. */
export type ChainProblem =
  | { kind: "edited"; sequence: number }
  | { kind: "broken_link"; sequence: number }
  | { kind: "missing"; sequence: number };

/**
 * Checks one employer's records, in sequence order: each must hash to what it carries (else it was
 * edited), carry its predecessor's hash (else one before it was removed or replaced), and follow
 * it by one (else records are missing; a deleted last record shows as a count shorter than the
 * one kept beside the chain, which the caller compares).
 */
export function verifyChain(
  records: readonly AuditRecord[],
  hash: (text: string) => string,
  /** Where the records take up: the record before the first (a page already checked, or the purged). */
  after?: Pick<AuditRecord, "sequence" | "hash">,
): ChainProblem[] {
  const problems: ChainProblem[] = [];
  let previous: Pick<AuditRecord, "sequence" | "hash"> | undefined = after;
  for (const record of records) {
    const { previousHash, hash: stored, ...content } = record;
    const expectedSequence = (previous?.sequence ?? 0) + 1;
    if (record.sequence !== expectedSequence) problems.push({ kind: "missing", sequence: expectedSequence });
    if (previousHash !== (previous?.hash ?? GENESIS_HASH) && record.sequence === expectedSequence)
      problems.push({ kind: "broken_link", sequence: record.sequence });
    if (auditHash(previousHash, content, hash) !== stored) problems.push({ kind: "edited", sequence: record.sequence });
    previous = record;
  }
  return problems;
}
