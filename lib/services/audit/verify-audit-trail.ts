import { asc, desc, sql } from "drizzle-orm";

import { auditPurges, auditQueue, auditRecords } from "@/db/schema";
import {
  headProblem,
  verifyChain,
  type AuditRecord,
  type ChainKeys,
  type ChainProblem,
} from "@/lib/domain/security/audit-chain";

import type { QueryContext } from "../context";

import { auditChainKeys } from "./audit-chain-keys";
import { auditContentOf } from "./seal-audit-records";

export type ChainReport = {
  employerId: string | null;
  records: number;
  /** The first sequence kept: above 1 when the retention purge removed the oldest records. */
  firstSequence: number;
  head: { sequence: number; hash: string; hashKey: string | null } | null;
  problems: ChainProblem[];
};

export type AnchorProblem = { employerId: string | null; sequence: number; kind: "anchor_missing" | "anchor_mismatch" };

/** A chain's head as noted earlier (the sealer logs each new head; `audit:verify` prints them). */
export type ChainAnchor = { employerId: string | null; sequence: number; hash: string };

/** What a head's hash looks like: SHA-256 or HMAC-SHA-256, hex. */
const HASH_SHAPE = /^[0-9a-f]{64}$/;

const CHAIN_PAGE = 5_000;

/**
 * Checks every chain of the audit trail, or one employer's: each record must hash, under the key it
 * names, to what it carries (else it was edited), link to the record before it (else one was
 * replaced) and follow it by one (else one was deleted); the last must be under the current key
 * (else the chain was rewritten without it, or has not been keyed since a rotation: keyChainHeads). A chain whose oldest records were purged by retention starts
 * where the purge's mark says, at the hash of the last record purged. A deleted last record leaves no gap, so
 * `anchors` — heads noted earlier, outside the database — must each still be in their chain with
 * the same hash. Reads each chain in pages, so memory stays flat however long it is.
 */
export async function verifyAuditTrail({
  ctx,
  employerId,
  anchors = [],
}: {
  ctx: QueryContext;
  /** One employer's chain (null: the platform's); undefined: every chain. */
  employerId?: string | null;
  anchors?: readonly ChainAnchor[];
}): Promise<{
  chains: ChainReport[];
  anchorProblems: AnchorProblem[];
  /** Anchors whose hash is not a hash (masked by the logger of releases before issue 37): not checked. */
  unreadableAnchors: Array<Omit<ChainAnchor, "hash">>;
  queued: number;
}> {
  const { db } = ctx;
  const keys =
    employerId === undefined
      ? (
          await db.execute<{ chain: string }>(
            sql`select distinct coalesce(${auditRecords.employerId}, '') as chain from ${auditRecords} order by 1`,
          )
        ).rows.map((row) => row.chain)
      : [employerId ?? ""];
  const chains: ChainReport[] = [];
  const chainKeys = auditChainKeys();
  for (const key of keys) chains.push(await verifyOneChain(ctx, key, chainKeys));

  const anchorProblems: AnchorProblem[] = [];
  const unreadableAnchors: Array<Omit<ChainAnchor, "hash">> = [];
  for (const anchor of anchors) {
    if (employerId !== undefined && anchor.employerId !== employerId) continue;
    if (typeof anchor.hash !== "string" || !HASH_SHAPE.test(anchor.hash)) {
      unreadableAnchors.push({ employerId: anchor.employerId, sequence: anchor.sequence });
      continue;
    }
    const [row] = await db
      .select({ hash: auditRecords.hash })
      .from(auditRecords)
      .where(
        sql`coalesce(${auditRecords.employerId}, '') = ${anchor.employerId ?? ""} and ${auditRecords.sequence} = ${anchor.sequence}`,
      );
    if (!row) anchorProblems.push({ employerId: anchor.employerId, sequence: anchor.sequence, kind: "anchor_missing" });
    else if (row.hash !== anchor.hash)
      anchorProblems.push({ employerId: anchor.employerId, sequence: anchor.sequence, kind: "anchor_mismatch" });
  }
  const [{ queued } = { queued: 0 }] = await db.select({ queued: sql<number>`count(*)::int` }).from(auditQueue);
  return { chains, anchorProblems, unreadableAnchors, queued };
}

/** Where the retention purge last left a chain: the last record it removed (undefined: none removed). */
async function purgedThrough(ctx: QueryContext, key: string): Promise<{ sequence: number; hash: string } | undefined> {
  const [mark] = await ctx.db
    .select({ sequence: auditPurges.throughSequence, hash: auditPurges.throughHash })
    .from(auditPurges)
    .where(sql`coalesce(${auditPurges.employerId}, '') = ${key}`)
    .orderBy(desc(auditPurges.throughSequence))
    .limit(1);
  return mark;
}

async function verifyOneChain(ctx: QueryContext, key: string, chainKeys: ChainKeys): Promise<ChainReport> {
  const problems: ChainProblem[] = [];
  let previous: AuditRecord | undefined;
  let firstSequence = 0;
  let count = 0;
  for (;;) {
    const rows = await ctx.db
      .select()
      .from(auditRecords)
      .where(
        sql`coalesce(${auditRecords.employerId}, '') = ${key} and ${auditRecords.sequence} > ${previous?.sequence ?? 0}`,
      )
      .orderBy(asc(auditRecords.sequence))
      .limit(CHAIN_PAGE);
    if (rows.length === 0) break;
    const records: AuditRecord[] = rows.map((row) => ({
      ...auditContentOf(row),
      previousHash: row.previousHash,
      hash: row.hash,
      hashKey: row.hashKey,
    }));
    if (!previous) firstSequence = records[0]!.sequence;
    // The page is checked after the last record of the one before, so links across pages count;
    // the first page after where the retention purge left the chain, if it did.
    const start = previous ?? (await purgedThrough(ctx, key));
    problems.push(...verifyChain(records, chainKeys, start));
    previous = records[records.length - 1];
    count += records.length;
  }
  const stale = headProblem(previous, chainKeys);
  if (stale) problems.push(stale);
  return {
    employerId: key === "" ? null : key,
    records: count,
    firstSequence,
    head: previous ? { sequence: previous.sequence, hash: previous.hash, hashKey: previous.hashKey } : null,
    problems,
  };
}

/**
 * Anchors from a file: this command's JSON output (its chains' heads), a JSON array of
 * {employerId, sequence, hash}, or JSON log lines with `auditChain` (the worker's). The latest head
 * per chain is enough, but every one given is checked.
 */
export function readAnchors(text: string): ChainAnchor[] {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) return JSON.parse(trimmed) as ChainAnchor[];
  if (trimmed.startsWith("{") && !trimmed.includes("\n{")) {
    const report = JSON.parse(trimmed) as { chains?: { employerId: string | null; head: ChainAnchor | null }[] };
    // One JSON object: this command's output, unless it is a single log line.
    if (report.chains)
      return report.chains.flatMap((chain) =>
        chain.head ? [{ employerId: chain.employerId, sequence: chain.head.sequence, hash: chain.head.hash }] : [],
      );
  }
  return trimmed.split("\n").flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as { auditChain?: ChainAnchor };
      return parsed.auditChain ? [parsed.auditChain] : [];
    } catch {
      return [];
    }
  });
}
