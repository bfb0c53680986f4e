import { getTableColumns, getTableName, sql, type Column, type InferInsertModel, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import { columnArrayLiteral, quoteIdentifier } from "./bulk-insert";
import type { Queryable } from "./client";

type ColumnKey<T extends PgTable> = keyof T["_"]["columns"] & string;

/**
 * Updates many rows in one statement, each to its own values, with one array parameter per
 * column: `UPDATE t SET a = u.a::type … FROM unnest($1::text[], …) AS u(key, a, …) WHERE t.key =
 * u.key AND <where>`. The set-based twin of bulkInsert (the eligibility import's changed rows,
 * the employees a full file leaves out): one statement instead of a round trip per row. `where`
 * scopes it (the employer), so a key from elsewhere updates nothing. Returns the rows updated.
 */
export async function bulkUpdate<T extends PgTable>(
  db: Queryable,
  table: T,
  {
    key,
    columns,
    rows,
    where,
  }: {
    key: ColumnKey<T>;
    columns: ReadonlyArray<ColumnKey<T>>;
    rows: ReadonlyArray<Partial<InferInsertModel<T>>>;
    where: SQL;
  },
): Promise<number> {
  if (rows.length === 0) return 0;
  const all = getTableColumns(table) as Record<string, Column>;
  const chosen = [key, ...columns].map((name) => {
    const column = all[name];
    if (!column) throw new Error(`${getTableName(table)} has no column ${name}`);
    return { key: name, name: column.name, type: column.getSQLType() };
  });
  const [keyColumn, ...setColumns] = chosen;
  const tableName = quoteIdentifier(getTableName(table));
  const names = sql.raw(chosen.map(({ name }) => quoteIdentifier(name)).join(", "));
  const assignments = sql.raw(
    setColumns.map(({ name, type }) => `${quoteIdentifier(name)} = u.${quoteIdentifier(name)}::${type}`).join(", "),
  );
  const arrays = sql.join(
    chosen.map(
      ({ key: name, type }) =>
        sql`${sql.param(columnArrayLiteral(rows as ReadonlyArray<Record<string, unknown>>, name, type))}::text[]`,
    ),
    sql`, `,
  );
  const match = sql.raw(
    `${tableName}.${quoteIdentifier(keyColumn!.name)} = u.${quoteIdentifier(keyColumn!.name)}::${keyColumn!.type}`,
  );
  const result = await db.execute(
    sql`update ${table} set ${assignments} from unnest(${arrays}) as u(${names}) where ${match} and ${where}`,
  );
  return result.rowCount ?? 0;
}
