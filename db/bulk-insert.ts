import { getTableColumns, getTableName, sql, type Column, type InferInsertModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import type { Queryable } from "./client";

/**
 * Inserts many rows in one statement with one array parameter per column:
 * `INSERT INTO t (a, b) SELECT u.a::type, u.b::type FROM unnest($1::text[], $2::text[]) AS u(a, b)`.
 *
 * For the eligibility import's batches: a VALUES list of 500 rows × 25 columns is 12,500 bound
 * parameters that the query builder checks one by one and the server parses and plans one by
 * one; this is 25 parameters whatever the row count, at a fraction of the CPU on both sides.
 * Values travel as text and are cast by PostgreSQL, so every column type the schema uses works
 * (arrays as array literals, jsonb as JSON text). Columns not named keep their defaults.
 */
export async function bulkInsert<T extends PgTable>(
  db: Queryable,
  table: T,
  columns: ReadonlyArray<keyof T["_"]["columns"] & string>,
  rows: ReadonlyArray<InferInsertModel<T>>,
): Promise<void> {
  if (rows.length === 0) return;
  const all = getTableColumns(table) as Record<string, Column>;
  const chosen = columns.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, column, name: column.name, type: column.getSQLType() };
  });
  const names = sql.raw(chosen.map(({ name }) => quoteIdentifier(name)).join(", "));
  const casts = sql.raw(chosen.map(({ name, type }) => `u.${quoteIdentifier(name)}::${type}`).join(", "));
  const arrays = sql.join(
    chosen.map(
      ({ key, type }) =>
        sql`${sql.param(columnArrayLiteral(rows as ReadonlyArray<Record<string, unknown>>, key, type))}::text[]`,
    ),
    sql`, `,
  );
  await db.execute(sql`insert into ${table} (${names}) select ${casts} from unnest(${arrays}) as u(${names})`);
}

/** A value as PostgreSQL reads it from text as `type`: JSON for json(b), array literals for arrays. */
export function toText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === "json" || type === "jsonb") return JSON.stringify(value);
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return `{${value.map((item) => (item === null ? "NULL" : `"${String(item).replace(/["\\]/g, "\\$&")}"`)).join(",")}}`;
  return JSON.stringify(value);
}

/**
 * A text[] literal (`{"a","b",NULL}`), written here rather than by the driver from a JS array: it
 * is a fifth of an import row's serialization, and most values need no escaping.
 */
export function textArrayLiteral(values: ReadonlyArray<string | null>): string {
  let out = "{";
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) out += ",";
    out += arrayElement(values[index]!);
  }
  return `${out}}`;
}

const arrayElement = (value: string | null): string =>
  value === null
    ? "NULL"
    : value.includes('"') || value.includes("\\")
      ? `"${value.replace(/["\\]/g, "\\$&")}"`
      : `"${value}"`;

/**
 * One column of `rows` as the text[] literal of `textArrayLiteral(rows.map((row) => toText(row[key], type)))`,
 * in one pass and without the array in between. An import writes a chunk's rows with one `now`:
 * a Date is converted once while the same instance repeats.
 */
export function columnArrayLiteral(rows: ReadonlyArray<Record<string, unknown>>, key: string, type: string): string {
  let out = "{";
  let lastDate: Date | undefined;
  let lastDateText = "";
  for (let index = 0; index < rows.length; index += 1) {
    if (index > 0) out += ",";
    const value = rows[index]![key];
    if (typeof value === "string" && type !== "json" && type !== "jsonb") out += arrayElement(value);
    else if (value instanceof Date && type !== "json" && type !== "jsonb") {
      if (value !== lastDate) {
        lastDate = value;
        lastDateText = value.toISOString();
      }
      out += `"${lastDateText}"`;
    } else out += arrayElement(toText(value, type));
  }
  return `${out}}`;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
