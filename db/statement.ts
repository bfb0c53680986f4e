import { Column, getTableColumns, is, SQL, sql, Table, type GetColumnData, type SQLWrapper } from "drizzle-orm";

// The statement kit: what a write or read needs beyond drizzle's query builder, in one place —
// several parts in one statement (CTEs, for the writes that are one round trip: issue 28), a row of
// such a statement decoded as drizzle decodes a table's rows, and related rows read as one JSON
// value beside the main one. Names come from drizzle's table and column objects, so the compiler
// checks them; nothing here is written as a string that a renamed column would leave behind.

/** A named part of a statement (`name as (…)`), and the ways a later part or the final select refers to it. */
export type Cte = {
  /** The part's name, as an identifier: `from ${part.name}`. */
  name: SQL;
  /** `name as (query)`, for `statement`. */
  definition: SQL;
  /** One of the part's output columns, by the table column it returns: `"changed"."event_sequence"`. */
  column: (column: Column) => SQL;
  /** `exists (select 1 from name)`: the part wrote (or found) a row. */
  exists: SQL;
  /** `(select count(*) from name)::int`. */
  count: SQL<number>;
};

/**
 * A part of a statement: `query` is drizzle's builder (an update or insert with `returning`, a
 * select) or a raw `sql` fragment. An embedded builder renders in parentheses of its own.
 */
export function cte(name: string, query: SQLWrapper): Cte {
  const id = sql`${sql.identifier(name)}`;
  // A query builder embedded in a fragment renders as `(update …)`; a fragment gets its parentheses here.
  const wrapped = is(query, SQL) ? sql`(${query})` : sql`${query}`;
  return {
    name: id,
    definition: sql`${id} as ${wrapped}`,
    column: (column) => sql`${id}.${sql.identifier(column.name)}`,
    exists: sql`exists (select 1 from ${id})`,
    count: sql<number>`(select count(*) from ${id})::int`,
  };
}

/** `with a as (…), b as (…) <select>`: the parts run in one statement, one round trip. */
export function statement(parts: readonly Cte[], select: SQL): SQL {
  if (parts.length === 0) return select;
  return sql`with ${sql.join(
    parts.map((part) => part.definition),
    sql`, `,
  )} ${select}`;
}

/** Some of a table's columns by the names a decoded row gives them, as drizzle's `select({ … })` takes them. */
type Columns = Record<string, Column>;
/** What decoding `shape` gives: the table's row, or each column's value under its key (null where the row has null). */
export type RowOf<S extends Table | Columns> = S extends Table
  ? S["$inferSelect"]
  : { [K in keyof S]: S[K] extends Column ? GetColumnData<S[K], "raw"> | null : never };

/**
 * A row as a raw statement returns it (`returning *` of a part, read by `execute`), decoded as
 * drizzle's own selects decode the table's rows: by column name, through each column's decoder
 * (timestamps to Dates, bigints to numbers, JSON parsed). `shape`: the table (every column), or
 * the columns the statement returns under the keys the row should have. Both drivers hand raw
 * values to the decoders the same way under drizzle (its own type parsers).
 */
export function decodeRow<S extends Table | Columns>(shape: S, raw: Record<string, unknown>): RowOf<S> {
  const columns: Columns = is(shape, Table) ? getTableColumns(shape) : (shape as Columns);
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (!(column.name in raw)) throw new Error(`decodeRow: the row has no column ${column.name}`);
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as RowOf<S>;
}

// JSON values read beside a row: `json.object`, `json.row` and `json.rows` build the SQL from
// fields, and the same fields read the value back. A field is a table column (decoded through the
// column, as a select would: a timestamp becomes a Date), an SQL expression whose JSON value is
// already what it says (a boolean, a number, a string), or a nested JSON part.

/** A JSON value built in SQL and the reader of what comes back. */
export type JsonPart<T> = { sql: SQL; read: (value: unknown) => T };
type Field = Column | SQL | JsonPart<unknown>;
type Fields = Record<string, Field>;
/** What reading `fields` gives. */
export type JsonOf<F extends Fields> = {
  [K in keyof F]: F[K] extends Column
    ? GetColumnData<F[K]>
    : F[K] extends JsonPart<infer T>
      ? T
      : F[K] extends SQL<infer T>
        ? T
        : never;
};

const isJsonPart = (field: Field): field is JsonPart<unknown> => "read" in field && typeof field.read === "function";

function buildObject(fields: Fields): SQL {
  const pairs = Object.entries(fields).map(([key, field]) => {
    const value = is(field, Column) ? sql`${field}` : isJsonPart(field) ? field.sql : field;
    // The keys are the code's own names, written into the statement as literals.
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key)) throw new Error(`json: a key must be a plain name, not ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

function readObject<F extends Fields>(fields: F, value: unknown): JsonOf<F> {
  const json = parseJson<Record<string, unknown>>(value);
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const raw = json[key];
    if (isJsonPart(field)) out[key] = field.read(raw);
    else if (raw === null || raw === undefined) out[key] = null;
    else out[key] = is(field, Column) ? field.mapFromDriverValue(raw) : raw;
  }
  return out as JsonOf<F>;
}

/** A json value as a driver hands it: parsed by node-postgres and PGlite alike; a string is parsed to be sure. */
function parseJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

export const json = {
  /** `json_build_object(…)` of the fields, over the row in scope. */
  object<F extends Fields>(fields: F): JsonPart<JsonOf<F>> {
    return { sql: buildObject(fields), read: (value) => readObject(fields, value) };
  },
  /** The first row `from` yields (it names its order and limit), as an object; null when none. */
  row<F extends Fields>(fields: F, from: SQL): JsonPart<JsonOf<F> | null> {
    return {
      sql: sql`(select ${buildObject(fields)} ${from})`,
      read: (value) => (value === null || value === undefined ? null : readObject(fields, value)),
    };
  },
  /** Every row `from` yields, in `orderBy`'s order, as an array of objects; empty when none. */
  rows<F extends Fields>(fields: F, from: SQL, orderBy?: SQL): JsonPart<Array<JsonOf<F>>> {
    const order = orderBy ? sql` order by ${orderBy}` : sql``;
    return {
      sql: sql`coalesce((select json_agg(${buildObject(fields)}${order}) ${from}), '[]'::json)`,
      read: (value) => parseJson<unknown[]>(value ?? []).map((item) => readObject(fields, item)),
    };
  },
  /** One column of every row `from` yields, as an array; empty when none. */
  values<C extends Column>(column: C, from: SQL): JsonPart<Array<GetColumnData<C>>> {
    return {
      sql: sql`coalesce((select json_agg(${column}) ${from}), '[]'::json)`,
      read: (value) =>
        parseJson<unknown[]>(value ?? []).map(
          (item) => (item === null ? null : column.mapFromDriverValue(item)) as GetColumnData<C>,
        ),
    };
  },
};
