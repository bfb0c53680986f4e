/**
 * A drizzle prepared statement per database handle, made on first use: a statement is bound to the
 * session that prepared it, and on node-postgres it is a named statement that each pooled
 * connection plans once instead of on every call.
 */
export function preparedPerDatabase<D extends object, S>(prepare: (db: D) => S): (db: D) => S {
  const statements = new WeakMap<D, S>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
