import { and, eq, sql } from "drizzle-orm";

import { employeeImportSeenIds, employeeImportSeenSsns, employees } from "@/db/schema";

import type { ServiceContext } from "../context";
import { ssnFingerprint } from "../ssn-fingerprint";

import type { ImportRow } from "./read-import-file";

/** Why a row that passed the field checks is refused: repeated in the file, or another employee's SSN. */
export type Refusal = { column: string; code: string; message: string };

export const REPEATED_ID: Refusal = {
  column: "Employee ID",
  code: "duplicate_in_file",
  message: "This Employee ID appears earlier in the file.",
};

const REPEATED_SSN: Refusal = {
  column: "SSN",
  code: "duplicate_in_file",
  message: "This SSN appears earlier in the file, for another Employee ID.",
};

/**
 * The rows of a chunk (valid on their own, in line order, their Employee IDs distinct) the import
 * refuses, by line: an Employee ID an earlier chunk had; an SSN an earlier row of the file had; an
 * SSN another employee of the employer has (one SSN per employee, as the API's `ssn_taken`).
 * What each accepted row brings is recorded as seen by the import, in the database (one
 * statement each for IDs and SSNs a chunk), so the import's memory does not grow with the file.
 */
export async function admitImportRows({
  ctx,
  importId,
  employerId,
  rows,
}: {
  ctx: ServiceContext;
  importId: string;
  employerId: string;
  rows: readonly ImportRow[];
}): Promise<Map<number, Refusal>> {
  const refused = new Map<number, Refusal>();
  if (rows.length === 0) return refused;
  const fresh = await claim(ctx, employeeImportSeenIds.externalId, importId, [
    ...new Set(rows.map((row) => row.input.externalId)),
  ]);
  const bySsn = new Map<string, ImportRow[]>();
  for (const row of rows) {
    if (!fresh.has(row.input.externalId)) {
      refused.set(row.line, REPEATED_ID);
      continue;
    }
    const fingerprint = ssnFingerprint(employerId, row.input.ssn);
    if (!fingerprint) continue;
    const group = bySsn.get(fingerprint);
    if (group) group.push(row);
    else bySsn.set(fingerprint, [row]);
  }
  if (bySsn.size === 0) return refused;
  const holders = new Map(
    (await ssnHolders(ctx, employerId, [...bySsn.keys()])).map((holder) => [holder.fingerprint, holder]),
  );
  // Of the rows with one SSN, the one of the employee who has it (else the first) may keep it.
  const keeper = new Map<string, ImportRow>();
  for (const [fingerprint, group] of bySsn) {
    const holder = holders.get(fingerprint);
    const kept = holder ? group.find((row) => row.input.externalId === holder.externalId) : group[0];
    if (kept) keeper.set(fingerprint, kept);
    for (const row of group) {
      if (row === kept) continue;
      refused.set(row.line, holder ? ssnTaken(holder) : REPEATED_SSN);
    }
  }
  const claimed = await claim(ctx, employeeImportSeenSsns.ssnFingerprint, importId, [...keeper.keys()]);
  for (const [fingerprint, row] of keeper) if (!claimed.has(fingerprint)) refused.set(row.line, REPEATED_SSN);
  return refused;
}

const ssnTaken = (holder: { externalId: string | null; reference: string }): Refusal => ({
  column: "SSN",
  code: "ssn_taken",
  message: `Another employee (${holder.externalId ? `Employee ID ${holder.externalId}` : `reference ${holder.reference}`}) already has this SSN.`,
});

/** Records values as seen by the import; answers those seen for the first time. */
async function claim(
  ctx: ServiceContext,
  column: typeof employeeImportSeenIds.externalId | typeof employeeImportSeenSsns.ssnFingerprint,
  importId: string,
  values: readonly string[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const table = column.table;
  const claimed = await ctx.db.execute<{ value: string }>(sql`
    insert into ${table} (import_id, ${sql.identifier(column.name)})
    select ${importId}::text, unnest(${sql.param(values)}::text[])
    on conflict do nothing
    returning ${sql.identifier(column.name)} as value`);
  return new Set(claimed.rows.map((row) => row.value));
}

async function ssnHolders(ctx: ServiceContext, employerId: string, fingerprints: string[]) {
  return ctx.db
    .select({
      fingerprint: sql<string>`${employees.ssnFingerprint}`,
      externalId: employees.externalId,
      reference: employees.reference,
    })
    .from(employees)
    .where(
      and(
        eq(employees.employerId, employerId),
        sql`${employees.ssnFingerprint} = any(${sql.param(fingerprints)}::text[])`,
      ),
    );
}

/** The import is over: its record of what it has seen goes. */
export async function forgetImportIds({ ctx, importId }: { ctx: ServiceContext; importId: string }): Promise<void> {
  await ctx.db.delete(employeeImportSeenIds).where(eq(employeeImportSeenIds.importId, importId));
  await ctx.db.delete(employeeImportSeenSsns).where(eq(employeeImportSeenSsns.importId, importId));
}
