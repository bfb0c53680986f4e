import type { PgTransactionConfig } from "drizzle-orm/pg-core";

import type { Queryable, Tx } from "./client";

/** A context whose `db` is an open transaction: what `inTransaction` hands its work, always. */
export type InTransaction<C extends { db: Queryable }> = Omit<C, "db"> & { db: Tx };

/**
 * The one way to open a transaction: runs `work` with the caller's context, its `db` the
 * transaction, and commits when `work` resolves (rolls back when it throws). Inside a transaction
 * already, it is a savepoint. By convention the argument is called `tx` and is this context, never
 * a bare drizzle transaction: a use case called with it gets the same actor and scope as the caller.
 */
export function inTransaction<C extends { db: Queryable }, T>(
  ctx: C,
  work: (tx: InTransaction<C>) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  return ctx.db.transaction((db) => work({ ...ctx, db }), config);
}

/**
 * Whether `db` is an open transaction rather than the pool. A transaction holds one connection, so
 * reads that would overlap on the pool are queued there instead; and a prepared statement, bound
 * to the session that prepared it, is only used on the pool.
 */
export function isTransaction(db: Queryable): db is Tx {
  return "rollback" in db;
}
