import pg from "pg";

/**
 * Counts the statements pg sends to PostgreSQL, at the point where a query is written to the wire
 * (`Query#submit`, called once per statement by the client's queue). Wrapping `Client#query` is not
 * enough: lib/telemetry/db-spans.ts `traceQueries` gives every pooled connection its own `query` at
 * connect time, which captures the prototype's method then and shadows any later patch of it, so a
 * counter installed after the pool's connections exist saw nothing and read 0 for every call.
 * Submittables that are not pg's own `Query` (cursors, streams) are not counted; the app uses none
 * on the paths the bench counts.
 */
export type QueryCounter = {
  /** Statements sent since the counter was installed or last reset. */
  readonly count: number;
  reset: () => void;
  /** Puts pg's `Query#submit` back. */
  restore: () => void;
};

type Submit = (this: unknown, ...args: unknown[]) => unknown;

export function installQueryCounter(): QueryCounter {
  const prototype = (pg.Query as unknown as { prototype: { submit: Submit } }).prototype;
  const original = prototype.submit;
  let count = 0;
  prototype.submit = function countedSubmit(this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
    restore: () => {
      prototype.submit = original;
    },
  };
}
