import { sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import { currentKeyId, decrypt, encrypt, isSealedText, openBytes, sealBytes } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";
import { recordAudit } from "@/lib/services/audit/record-audit";
import { systemWideContext } from "@/lib/services/context";

/**
 * `npm run keys:rotate` (docs/deploy.md, "Rotating keys"): re-seals every value not sealed with the
 * current data key, in small batches, while the app serves. Every sealed column is listed here with
 * the context its writer binds (a test fails when a table gains one that is not); a value is re-sealed
 * only if it has not changed since it was read, so a write of the app in between wins, already under
 * the current key. Running it again continues: values under the current key are not touched twice.
 */

type Row = Record<string, unknown>;

export type SealedColumn = {
  table: string;
  column: string;
  /** The primary key's columns: the batches walk the table in their order. */
  keys: string[];
  binary?: boolean;
  context: (row: Row) => string;
};

const text = (row: Row, name: string) => String(row[name]);

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  {
    table: "employees",
    column: "ssn_encrypted",
    keys: ["id"],
    context: (r) => sealingContexts.employeeSsn(text(r, "id")),
  },
  {
    table: "identity_checks",
    column: "subject_sealed",
    keys: ["id"],
    context: (r) => sealingContexts.identitySubject(text(r, "id")),
  },
  ...(["front", "back"] as const).map((side) => ({
    table: "identity_evidence",
    column: `${side}_encrypted`,
    keys: ["id"],
    context: (r: Row) => sealingContexts.identityImage(text(r, "id"), side),
  })),
  {
    table: "account_totp",
    column: "secret_encrypted",
    keys: ["account_id"],
    context: (r) => sealingContexts.accountTotp(text(r, "account_id")),
  },
  {
    table: "employer_sso",
    column: "client_secret_encrypted",
    keys: ["employer_id"],
    context: (r) => sealingContexts.ssoClientSecret(text(r, "employer_id")),
  },
  {
    table: "employee_import_rows",
    column: "sealed",
    keys: ["import_id", "line"],
    context: (r) => sealingContexts.importRow(text(r, "import_id"), Number(r.line)),
  },
  {
    table: "idempotency_keys",
    column: "response_body",
    keys: ["scope", "key"],
    context: (r) => sealingContexts.idempotentAnswer(text(r, "scope"), text(r, "key")),
  },
  {
    table: "webhook_endpoints",
    column: "secret_encrypted",
    keys: ["id"],
    context: (r) => sealingContexts.webhookSecret(text(r, "id")),
  },
  {
    table: "webhook_endpoints",
    column: "previous_secret_encrypted",
    keys: ["id"],
    context: (r) => sealingContexts.webhookPreviousSecret(text(r, "id")),
  },
  {
    table: "erasure_records",
    column: "sealed",
    keys: ["id"],
    context: (r) => sealingContexts.erasureRecord(text(r, "id")),
  },
  {
    table: "sftp_file_chunks",
    column: "data",
    keys: ["file_id", "seq"],
    binary: true,
    context: (r) => sealingContexts.sftpChunk(text(r, "file_id"), Number(r.seq)),
  },
];

export type ColumnReport = {
  column: string;
  /** Values re-sealed with the current key by this run. */
  resealed: number;
  /** Values the app changed between our read and our write: theirs stands. */
  changedMeanwhile: number;
  /** Values that are not sealed (idempotency answers stored before sealing, which expire). */
  plain: number;
  /** Values no key of the ring opens: their primary keys, for the operator to look at. */
  unopenable: string[];
};

export type RotationOptions = {
  batchSize?: number;
  /** A pause between batches, to leave the database to the app. */
  pauseMs?: number;
  onBatch?: (progress: { column: string; resealed: number }) => void | Promise<void>;
};

const qualified = (column: SealedColumn) => `${column.table}.${column.column}`;
const ident = (name: string) => sql.identifier(name);
const list = (parts: Array<SQL | ReturnType<typeof sql.identifier>>) => sql.join(parts, sql`, `);

/** The header every value sealed with the current key starts with (text) or the bytes it starts with (binary). */
function currentPrefix(binary: boolean | undefined): string | Buffer {
  const id = currentKeyId();
  if (!binary) return `v2:${id}:`;
  const bytes = Buffer.from(id, "ascii");
  return Buffer.concat([Buffer.from([2, bytes.length]), bytes]);
}

/** The SQL condition "this value is not sealed with the current key" (nulls excluded). */
function notCurrent(column: SealedColumn): SQL {
  const prefix = currentPrefix(column.binary);
  const value = ident(column.column);
  return column.binary
    ? sql`${value} is not null and substring(${value} from 1 for ${prefix.length}) <> ${prefix}::bytea`
    : sql`${value} is not null and left(${value}, ${prefix.length}) <> ${prefix}`;
}

async function batchAfter(db: Db, column: SealedColumn, after: unknown[] | undefined, limit: number): Promise<Row[]> {
  const keyList = list(column.keys.map(ident));
  const resume = after ? sql` and (${keyList}) > (${list(after.map((value) => sql`${value}`))})` : sql``;
  const result = await db.execute<Row>(sql`
    select ${keyList}, ${ident(column.column)} as value from ${ident(column.table)}
    where ${notCurrent(column)}${resume}
    order by ${keyList} limit ${limit}`);
  return result.rows;
}

/** The value re-sealed under the current key; undefined when it is not a sealed value at all. */
function reseal(column: SealedColumn, row: Row): string | Buffer | undefined {
  const context = column.context(row);
  if (column.binary) {
    const stored = Buffer.from(row.value as Uint8Array);
    return sealBytes(openBytes(stored, context), context);
  }
  const stored = String(row.value);
  if (!isSealedText(stored)) return undefined;
  return encrypt(decrypt(stored, context), context);
}

async function rotateColumn(db: Db, column: SealedColumn, options: RotationOptions): Promise<ColumnReport> {
  const report: ColumnReport = {
    column: qualified(column),
    resealed: 0,
    changedMeanwhile: 0,
    plain: 0,
    unopenable: [],
  };
  const batchSize = options.batchSize ?? 200;
  let after: unknown[] | undefined;
  for (;;) {
    const rows = await batchAfter(db, column, after, batchSize);
    if (rows.length === 0) return report;
    for (const row of rows) {
      let resealed: string | Buffer | undefined;
      try {
        resealed = reseal(column, row);
      } catch {
        report.unopenable.push(column.keys.map((key) => String(row[key])).join("/"));
        continue;
      }
      if (resealed === undefined) {
        report.plain += 1;
        continue;
      }
      const stored = column.binary ? sql`${Buffer.from(row.value as Uint8Array)}::bytea` : sql`${row.value}`;
      const sameRow = sql.join(
        column.keys.map((key) => sql`${ident(key)} = ${row[key]}`),
        sql` and `,
      );
      const written = await db.execute(sql`
        update ${ident(column.table)} set ${ident(column.column)} = ${column.binary ? sql`${resealed}::bytea` : sql`${resealed}`}
        where ${sameRow} and ${ident(column.column)} = ${stored}
        returning 1 as written`);
      if (written.rows.length > 0) report.resealed += 1;
      else report.changedMeanwhile += 1;
    }
    after = column.keys.map((key) => rows.at(-1)![key]);
    await options.onBatch?.({ column: report.column, resealed: report.resealed });
    if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
  }
}

/** How many values of each column are not sealed with the current key (nulls and plain answers aside). */
export async function valuesNotUnderCurrentKey(db: Db): Promise<Array<{ column: string; count: number }>> {
  const counts = [];
  for (const column of SEALED_COLUMNS) {
    const sealed = column.binary
      ? sql`get_byte(${ident(column.column)}, 0) in (1, 2)`
      : sql`${ident(column.column)} like 'v_:%'`;
    const result = await db.execute<{ count: string | number }>(
      sql`select count(*) as count from ${ident(column.table)} where ${notCurrent(column)} and ${sealed}`,
    );
    counts.push({ column: qualified(column), count: Number(result.rows[0]?.count ?? 0) });
  }
  return counts;
}

export type RotationResult = {
  keyId: string;
  columns: ColumnReport[];
  /** Values still under another key after the passes (written meanwhile by an instance on the old ring). */
  remaining: Array<{ column: string; count: number }>;
  done: boolean;
};

/**
 * Re-seals every column, then checks: a value written meanwhile by an instance that still has the
 * old key current is caught by another pass (up to three). Done only when no value anywhere needs a
 * key but the current one, and none failed to open.
 */
export async function rotateDataKeys(db: Db, options: RotationOptions = {}): Promise<RotationResult> {
  const keyId = currentKeyId();
  const totals = new Map<string, ColumnReport>();
  let remaining: Array<{ column: string; count: number }> = [];
  for (let pass = 0; pass < 3; pass += 1) {
    for (const column of SEALED_COLUMNS) {
      const report = await rotateColumn(db, column, options);
      const total = totals.get(report.column);
      totals.set(
        report.column,
        total
          ? {
              column: report.column,
              resealed: total.resealed + report.resealed,
              changedMeanwhile: total.changedMeanwhile + report.changedMeanwhile,
              plain: report.plain,
              unopenable: report.unopenable,
            }
          : report,
      );
    }
    remaining = (await valuesNotUnderCurrentKey(db)).filter((entry) => entry.count > 0);
    if (remaining.length === 0) break;
  }
  const columns = [...totals.values()];
  const done = remaining.length === 0 && columns.every((column) => column.unopenable.length === 0);
  // Every run goes into the platform's own audit chain (the records of no employer): which key,
  // how much was re-sealed, and whether anything is left. Key ids and counts only.
  await recordAudit({
    ctx: systemWideContext(db, "keys:rotate"),
    entry: {
      action: "keys.rotated",
      employerId: null,
      details: {
        currentKey: keyId,
        resealed: columns.reduce((sum, column) => sum + column.resealed, 0),
        remaining: remaining.reduce((sum, entry) => sum + entry.count, 0),
        unopenable: columns.reduce((sum, column) => sum + column.unopenable.length, 0),
        done,
      },
    },
  });
  return { keyId, columns, remaining, done };
}

/** The key ids sealed values still name ("" for values sealed before key ids): for the command's summary. */
export async function keyIdsInUse(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const column of SEALED_COLUMNS) {
    const value = ident(column.column);
    const keyId = column.binary
      ? sql`case get_byte(${value}, 0) when 2 then encode(substring(${value} from 3 for get_byte(${value}, 1)), 'escape') when 1 then '' end`
      : sql`case split_part(${value}, ':', 1) when 'v2' then split_part(${value}, ':', 2) when 'v1' then '' end`;
    const result = await db.execute<{ key_id: string | null; count: string | number }>(
      sql`select ${keyId} as key_id, count(*) as count from ${ident(column.table)} where ${value} is not null group by 1`,
    );
    for (const row of result.rows) {
      if (row.key_id === null) continue;
      ids.set(row.key_id, (ids.get(row.key_id) ?? 0) + Number(row.count));
    }
  }
  return ids;
}

/**
 * The data keys audit records are keyed under (their HMAC, lib/services/audit/audit-chain-keys.ts),
 * with how many records each: unlike sealed values they are never re-keyed (the trail is
 * append-only), so such a key stays in the ring for as long as its records are kept.
 */
export async function auditKeyIdsInUse(db: Db): Promise<Map<string, number>> {
  const result = await db.execute<{ key_id: string; count: string | number }>(
    sql`select hash_key as key_id, count(*) as count from audit_records where hash_key is not null group by 1`,
  );
  return new Map(result.rows.map((row) => [row.key_id, Number(row.count)]));
}
