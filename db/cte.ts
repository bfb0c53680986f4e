import { getTableColumns, type Table } from "drizzle-orm";

/**
 * A row as a raw statement returns it (`returning *` of a CTE, read by `execute`), decoded as
 * drizzle's own selects decode the table's rows: by column name, through each column's decoder
 * (timestamps to Dates, bigints to numbers, JSON parsed). For the writes that are several CTEs in
 * one statement, which drizzle's query builder cannot express (issue 28: one round trip each).
 * Both drivers hand raw values to the decoders the same way under drizzle (its own type parsers).
 */
export function decodeRow<T extends Table>(table: T, raw: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(column.name in raw)) throw new Error(`decodeRow: the row has no column ${column.name}`);
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}

/** A json value as a driver hands it: parsed by node-postgres and PGlite alike; a string is parsed to be sure. */
export function parseJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
