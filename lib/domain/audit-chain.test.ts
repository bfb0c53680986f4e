import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  auditHash,
  canonicalJson,
  chainRecord,
  GENESIS_HASH,
  verifyChain,
  type AuditContent,
  type AuditRecord,
} from "./audit-chain";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

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

function chain(count: number): AuditRecord[] {
  const records: AuditRecord[] = [];
  for (let i = 0; i < count; i++) records.push(chainRecord(records.at(-1), content(`action_${i}`), sha256));
  return records;
}

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
  it("starts at the genesis hash and numbers each record after the last", () => {
    const [first, second] = chain(2);
    expect(first).toMatchObject({ sequence: 1, previousHash: GENESIS_HASH });
    expect(second).toMatchObject({ sequence: 2, previousHash: first!.hash });
    expect(first!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("verifies untouched", () => {
    expect(verifyChain(chain(5), sha256)).toEqual([]);
    expect(verifyChain([], sha256)).toEqual([]);
  });

  it("catches an edited record: its content no longer hashes to what it carries", () => {
    const records = chain(4);
    records[1] = { ...records[1]!, details: { changedFields: ["lastName"] } };
    expect(verifyChain(records, sha256)).toEqual([{ kind: "edited", sequence: 2 }]);
  });

  it("catches a record rewritten with a fresh hash: the next one's link breaks", () => {
    const records = chain(4);
    const forged = { ...records[1]!, action: "nothing_happened" };
    records[1] = { ...forged, hash: auditHash(forged.previousHash, withoutHashes(forged), sha256) };
    expect(verifyChain(records, sha256)).toEqual([{ kind: "broken_link", sequence: 3 }]);
  });

  it("catches a deleted record: the sequence skips", () => {
    const records = chain(4);
    records.splice(2, 1);
    expect(verifyChain(records, sha256)).toEqual([{ kind: "missing", sequence: 3 }]);
  });

  it("catches a deleted first record", () => {
    const records = chain(3).slice(1);
    expect(verifyChain(records, sha256)).toEqual([{ kind: "missing", sequence: 1 }]);
  });

  it("takes up after a given record: a page checked after the one before it, or a chain whose head was purged", () => {
    const records = chain(6);
    expect(verifyChain(records.slice(3), sha256, records[2])).toEqual([]);
    // The record before the page is not the one its first record links to: a record was replaced.
    expect(verifyChain(records.slice(3), sha256, { sequence: 3, hash: GENESIS_HASH })).toEqual([
      { kind: "broken_link", sequence: 4 },
    ]);
    // A gap right after the starting point is a deletion, purged head or not.
    expect(verifyChain(records.slice(4), sha256, records[2])).toEqual([{ kind: "missing", sequence: 4 }]);
  });

  it("hashes the previous hash in: the same content after another record is another hash", () => {
    const [first] = chain(1);
    const again = chainRecord(first, content("action_0"), sha256);
    expect(again.hash).not.toBe(first!.hash);
  });
});

function withoutHashes(record: AuditRecord): AuditContent {
  const { previousHash: _previous, hash: _hash, ...rest } = record;
  return rest;
}
