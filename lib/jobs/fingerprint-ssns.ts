import { and, asc, gt, isNotNull, isNull, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { employees } from "@/db/schema";
import { cte, statement } from "@/db/statement";
import { decrypt } from "@/lib/crypto/encryption";
import { logger } from "@/lib/logger";
import { ssnContext } from "@/lib/services/employee-columns";
import { ssnFingerprint } from "@/lib/services/ssn-fingerprint";

const BATCH = 500;

export type FingerprintPass = {
  /** Rows looked at, in id order, after `afterId`; 0 when the walk is over. */
  examined: number;
  fingerprinted: number;
  /** Employees whose SSN an earlier employee of their employer has: left without a fingerprint. */
  shared: string[];
  lastId: string | undefined;
};

/**
 * One batch of the walk that gives a fingerprint (lib/services/ssn-fingerprint.ts) to
 * every employee whose SSN was stored before fingerprints were (migration 0055). One statement per
 * batch; a row whose SSN changed since it was read is left to the write that changed it (which
 * set its fingerprint). Of employees already sharing an SSN the first the walk meets keeps it (in
 * a batch, the earliest created): the unique index then refuses the SSN to anyone new, and the
 * others are named for the operator to resolve.
 */
export async function fingerprintSsns(db: Db, afterId = ""): Promise<FingerprintPass> {
  const rows = await db
    .select({ id: employees.id, employerId: employees.employerId, sealed: employees.ssnEncrypted })
    .from(employees)
    .where(and(gt(employees.id, afterId), isNotNull(employees.ssnEncrypted), isNull(employees.ssnFingerprint)))
    .orderBy(asc(employees.id))
    .limit(BATCH);
  const candidates = rows.flatMap((row) => {
    const fingerprint = ssnFingerprint(row.employerId, decrypt(row.sealed!, ssnContext(row.id)));
    return fingerprint ? [{ id: row.id, sealed: row.sealed!, fingerprint }] : [];
  });
  let fingerprinted = new Set<string>();
  if (candidates.length > 0) {
    const candidate = cte(
      "candidate",
      sql`select * from unnest(
        ${sql.param(candidates.map((c) => c.id))}::text[],
        ${sql.param(candidates.map((c) => c.sealed))}::text[],
        ${sql.param(candidates.map((c) => c.fingerprint))}::text[]
      ) as c(id, sealed, fingerprint)`,
    );
    const earliest = cte(
      "earliest",
      sql`select distinct on (e.employer_id, c.fingerprint) c.id, c.fingerprint
        from ${candidate.name} c
        join ${employees} e on e.id = c.id and e.ssn_encrypted = c.sealed and e.ssn_fingerprint is null
        order by e.employer_id, c.fingerprint, e.created_at, e.id`,
    );
    const result = await db.execute<{ id: string }>(
      statement(
        [candidate, earliest],
        sql`update ${employees} set ssn_fingerprint = ${earliest.name}.fingerprint
          from ${earliest.name}
          where ${employees.id} = ${earliest.name}.id
            and not exists (
              select 1 from ${employees} holder
              where holder.employer_id = ${employees.employerId} and holder.ssn_fingerprint = ${earliest.name}.fingerprint
            )
          returning ${employees.id} as id`,
      ),
    );
    fingerprinted = new Set(result.rows.map((row) => row.id));
  }
  return {
    examined: rows.length,
    fingerprinted: fingerprinted.size,
    shared: candidates.filter((c) => !fingerprinted.has(c.id)).map((c) => c.id),
    lastId: rows.at(-1)?.id,
  };
}

/**
 * The worker's walk: a batch a round until it reaches the end of the table, once per process
 * (every writer has set the fingerprint since migration 0055, so nothing new needs one). Employees
 * sharing an SSN are logged by id at the end, never with the SSN.
 */
export function ssnFingerprintWalk(): (db: Db) => Promise<number> {
  let afterId: string | undefined = "";
  const shared: string[] = [];
  return async (db) => {
    if (afterId === undefined) return 0;
    const pass = await fingerprintSsns(db, afterId);
    shared.push(...pass.shared);
    afterId = pass.lastId;
    if (afterId === undefined && shared.length > 0)
      logger.warn(
        { employeeIds: shared.slice(0, 100), count: shared.length },
        "employees share an SSN with another employee of their employer, who keeps its fingerprint: correct or erase the others",
      );
    return pass.examined;
  };
}
