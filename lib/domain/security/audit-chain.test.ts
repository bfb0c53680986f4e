import { createHash, createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  auditHash,
  canonicalJson,
  chainRecord,
  GENESIS_HASH,
  headProblem,
  verifyChain,
  type AuditContent,
  type AuditRecord,
  type ChainKeys,
} from "./audit-chain";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const hmacUnder = (key: string) => (text: string) => createHmac("sha256", key).update(text).digest("hex");

/** A ring of HMAC keys by id, `current` the one new records use; null is the plain SHA-256 of records sealed before keys. */
function ring(current: string, ...ids: string[]): ChainKeys {
  const known = new Set([current, ...ids]);
  return {
    currentKeyId: current,
    hasher: (keyId) => (keyId === null ? sha256 : known.has(keyId) ? hmacUnder(`secret of ${keyId}`) : undefined),
  };
}
const KEYS = ring("k1");

const content = (action: string, details: Record<string, unknown> = {}): Omit<AuditContent, "sequence"> => ({
  employerId: "empr_1",
  occurredAt: "2026-11-27T20:00:00.000Z",
  actorType: "admin",
  actorId: "adm_1",
  actorRole: "owner",
  action,
  targetType: "employee",
  targetId: "empl_1",
  details,
  requestId: "req_1",
  ipAddress: "203.0.113.7",
  userAgent: "Mozilla/5.0",
});

function chain(count: number, keys: ChainKeys = KEYS, records: AuditRecord[] = []): AuditRecord[] {
  for (let i = 0; i < count; i++) records.push(chainRecord(records.at(-1), content(`action_${records.length}`), keys));
  return records;
}

/** Records as the sealer wrote them before the chain was keyed: plain SHA-256, no key id. */
function legacyChain(count: number): AuditRecord[] {
  const records: AuditRecord[] = [];
  for (let i = 0; i < count; i++) {
    const previousHash = records.at(-1)?.hash ?? GENESIS_HASH;
    const full = { ...content(`action_${i}`), sequence: i + 1 };
    records.push({ ...full, previousHash, hash: auditHash(previousHash, full, sha256), hashKey: null });
  }
  return records;
}

/**
 * What someone who can write the table does: changes record `index`, then hashes it and every record
 * after it again with `hash` (naming `hashKey`), each linked to the one before — a chain that
 * verifies clean unless the hash needs a key they do not hold.
 */
function rewriteForward(
  records: AuditRecord[],
  index: number,
  change: Partial<AuditContent>,
  hash: (text: string) => string,
  hashKey: string | null,
): AuditRecord[] {
  const rewritten = records.slice(0, index);
  for (const [i, record] of records.slice(index).entries()) {
    const full = { ...withoutHashes(record), ...(i === 0 ? change : {}) };
    const previousHash = rewritten.at(-1)?.hash ?? GENESIS_HASH;
    rewritten.push({ ...full, previousHash, hash: auditHash(previousHash, full, hash), hashKey });
  }
  return rewritten;
}

const problemsOf = (records: AuditRecord[], keys: ChainKeys = KEYS) => [
  ...verifyChain(records, keys),
  ...[headProblem(records.at(-1), keys)].filter((problem) => problem !== undefined),
];

describe("canonicalJson", () => {
  it("is the same whatever the key order, at every depth", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { y: 2, z: 1 }] }, b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it("leaves out undefined members, as JSON does, and keeps array order", () => {
    expect(canonicalJson({ a: undefined, b: [2, 1] })).toBe('{"b":[2,1]}');
    expect(canonicalJson([undefined, 1])).toBe("[null,1]");
  });

  it("escapes keys and strings as JSON", () => {
    expect(canonicalJson({ 'a"\n': "é\u0000" })).toBe(JSON.stringify({ 'a"\n': "é\u0000" }));
  });
});

describe("the chain", () => {
  it("starts at the genesis hash, numbers each record after the last and names the key of its HMAC", () => {
    const [first, second] = chain(2);
    expect(first).toMatchObject({ sequence: 1, previousHash: GENESIS_HASH, hashKey: "k1" });
    expect(second).toMatchObject({ sequence: 2, previousHash: first!.hash, hashKey: "k1" });
    expect(first!.hash).toMatch(/^[0-9a-f]{64}$/);
    // An HMAC under the key, not a plain hash of the same text.
    expect(first!.hash).toBe(auditHash(GENESIS_HASH, withoutHashes(first!), hmacUnder("secret of k1")));
    expect(first!.hash).not.toBe(auditHash(GENESIS_HASH, withoutHashes(first!), sha256));
  });

  it("refuses to seal without its current key", () => {
    expect(() => chainRecord(undefined, content("a"), { currentKeyId: "gone", hasher: () => undefined })).toThrow(
      "The audit chain's current key gone is not at hand",
    );
  });

  it("verifies untouched", () => {
    expect(problemsOf(chain(5))).toEqual([]);
    expect(problemsOf([])).toEqual([]);
  });

  it("catches an edited record: its content no longer hashes to what it carries", () => {
    const records = chain(4);
    records[1] = { ...records[1]!, details: { changedFields: ["lastName"] } };
    expect(problemsOf(records)).toEqual([{ kind: "edited", sequence: 2 }]);
  });

  it("catches a record rewritten with a fresh hash: the next one's link breaks", () => {
    const records = chain(4);
    const forged = { ...records[1]!, action: "nothing_happened" };
    records[1] = { ...forged, hash: auditHash(forged.previousHash, withoutHashes(forged), hmacUnder("secret of k1")) };
    expect(problemsOf(records)).toEqual([{ kind: "broken_link", sequence: 3 }]);
  });

  it("catches a rewrite hashed forward to the head without the key: plain SHA-256, a wrong key, or calling it sealed before keys", () => {
    const records = chain(5);
    const change = { action: "nothing_happened" };
    // Plain SHA-256, the key ids left as they were: every rewritten record fails its HMAC.
    expect(problemsOf(rewriteForward(records, 2, change, sha256, "k1"))).toEqual([
      { kind: "edited", sequence: 3 },
      { kind: "edited", sequence: 4 },
      { kind: "edited", sequence: 5 },
    ]);
    // An HMAC under a key of the attacker's, named as the real one.
    expect(problemsOf(rewriteForward(records, 2, change, hmacUnder("a guess"), "k1"))).toEqual([
      { kind: "edited", sequence: 3 },
      { kind: "edited", sequence: 4 },
      { kind: "edited", sequence: 5 },
    ]);
    // Plain SHA-256 with no key id, as records sealed before keys: each verifies, the head is not under the key.
    expect(problemsOf(rewriteForward(records, 2, change, sha256, null))).toEqual([
      { kind: "head_not_under_current_key", sequence: 5, keyId: null },
    ]);
    // The whole chain, from its first record: the same.
    expect(problemsOf(rewriteForward(records, 0, change, sha256, null))).toEqual([
      { kind: "head_not_under_current_key", sequence: 5, keyId: null },
    ]);
    // Under a key id the ring does not hold.
    expect(problemsOf(rewriteForward(records, 4, change, hmacUnder("mine"), "k9"))).toEqual([
      { kind: "unknown_key", sequence: 5, keyId: "k9" },
      { kind: "head_not_under_current_key", sequence: 5, keyId: "k9" },
    ]);
  });

  it("verifies records sealed before keys as plain SHA-256, once a keyed record follows them", () => {
    const legacy = legacyChain(3);
    // Not yet keyed: the records verify, the chain's head is not under the current key.
    expect(problemsOf(legacy)).toEqual([{ kind: "head_not_under_current_key", sequence: 3, keyId: null }]);
    const keyed = chain(2, KEYS, [...legacy]);
    expect(problemsOf(keyed)).toEqual([]);
    // A record sealed before keys rewritten and hashed forward through them: the first keyed record's link breaks.
    const rewritten = [...rewriteForward(legacy, 1, { action: "nothing_happened" }, sha256, null), ...keyed.slice(3)];
    expect(problemsOf(rewritten)).toEqual([{ kind: "broken_link", sequence: 4 }]);
    // A keyed record rewritten as if sealed before keys, and hashed forward: the head gives it away.
    expect(problemsOf(rewriteForward(keyed, 3, { action: "nothing_happened" }, sha256, null))).toEqual([
      { kind: "head_not_under_current_key", sequence: 5, keyId: null },
    ]);
  });

  it("verifies each record under the key it names across a rotation, and names a key that left the ring", () => {
    const underOld = chain(2, ring("k1"));
    const rotated = chain(2, ring("k2", "k1"), underOld);
    expect(rotated.map((record) => record.hashKey)).toEqual(["k1", "k1", "k2", "k2"]);
    expect(problemsOf(rotated, ring("k2", "k1"))).toEqual([]);
    // The old key removed too early: its records cannot be checked, and say which key they need.
    expect(problemsOf(rotated, ring("k2"))).toEqual([
      { kind: "unknown_key", sequence: 1, keyId: "k1" },
      { kind: "unknown_key", sequence: 2, keyId: "k1" },
    ]);
    // A new key made current, nothing sealed under it yet: the head is not under it until a record is.
    expect(problemsOf(rotated, ring("k3", "k2", "k1"))).toEqual([
      { kind: "head_not_under_current_key", sequence: 4, keyId: "k2" },
    ]);
    expect(problemsOf(chain(1, ring("k3", "k2", "k1"), [...rotated]), ring("k3", "k2", "k1"))).toEqual([]);
  });

  it("catches a deleted record: the sequence skips", () => {
    const records = chain(4);
    records.splice(2, 1);
    expect(problemsOf(records)).toEqual([{ kind: "missing", sequence: 3 }]);
  });

  it("catches a deleted first record", () => {
    const records = chain(3).slice(1);
    expect(problemsOf(records)).toEqual([{ kind: "missing", sequence: 1 }]);
  });

  it("takes up after a given record: a page checked after the one before it, or a chain whose head was purged", () => {
    const records = chain(6);
    expect(verifyChain(records.slice(3), KEYS, records[2])).toEqual([]);
    // The record before the page is not the one its first record links to: a record was replaced.
    expect(verifyChain(records.slice(3), KEYS, { sequence: 3, hash: GENESIS_HASH })).toEqual([
      { kind: "broken_link", sequence: 4 },
    ]);
    // A gap right after the starting point is a deletion, purged head or not.
    expect(verifyChain(records.slice(4), KEYS, records[2])).toEqual([{ kind: "missing", sequence: 4 }]);
  });

  it("hashes the previous hash in: the same content after another record is another hash", () => {
    const [first] = chain(1);
    const again = chainRecord(first, content("action_0"), KEYS);
    expect(again.hash).not.toBe(first!.hash);
  });
});

function withoutHashes(record: AuditRecord): AuditContent {
  const { previousHash: _previous, hash: _hash, hashKey: _hashKey, ...rest } = record;
  return rest;
}
