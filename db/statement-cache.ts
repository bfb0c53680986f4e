import { createHash } from "node:crypto";

/**
 * Statements that repeat are prepared once per pooled connection (issue 43): PostgreSQL parses a
 * named statement once and, after a few executions, keeps a generic plan for it, instead of
 * parsing and planning the same text on every call. A PATCH's one write (a change with its
 * requirements projection, its event, deliveries and audit entry in one statement) is a long text
 * that PostgreSQL otherwise plans afresh each time; this is what postgres.js does by default and
 * what JDBC's prepareThreshold does.
 *
 * What gets a name: a statement with parameters, long enough that planning it costs more than the
 * extra bookkeeping, whose exact text this process has sent PREPARE_AFTER times. Texts that never
 * repeat (a value written into the SQL, an `in (…)` list of varying length) stay unnamed, and each
 * connection names at most MAX_NAMED_PER_CONNECTION statements, so neither the server's memory per
 * connection nor this process's grows without bound. Statements drizzle already prepared under
 * their own name (db/prepared.ts) pass through unchanged. Prepared statements are not
 * transactional in PostgreSQL: one prepared inside a transaction that rolls back stays prepared.
 */
export const PREPARE_AFTER = 3;
export const MAX_NAMED_PER_CONNECTION = 256;
/** Shorter statements (BEGIN, COMMIT, a key lookup) parse and plan in microseconds. */
export const MIN_PREPARED_LENGTH = 200;
/** Texts counted toward PREPARE_AFTER; the count starts over when full (the hot texts come back at once). */
const MAX_COUNTED_TEXTS = 4096;

type QueryConfig = { text: string; name?: string; values?: unknown[]; submit?: unknown };
type QueryMethod = (...args: unknown[]) => unknown;
type HasQuery = { query: unknown };

/** Each text's sendings so far, and its name once it has one: one lookup by the (long) text a call. */
const seen = new Map<string, { count: number; name?: string }>();

/** The statement's name: the same text always gets the same name, on every connection. */
export function statementName(text: string): string {
  return `s_${createHash("sha256").update(text).digest("base64url").slice(0, 22)}`;
}

/** The text's name once this process has sent it PREPARE_AFTER times; undefined before. */
function nameIfRepeated(text: string): string | undefined {
  let entry = seen.get(text);
  if (!entry) {
    if (seen.size >= MAX_COUNTED_TEXTS) seen.clear();
    seen.set(text, (entry = { count: 0 }));
  }
  if (entry.name) return entry.name;
  entry.count += 1;
  if (entry.count < PREPARE_AFTER) return undefined;
  return (entry.name = statementName(text));
}

function queryConfigOf(args: unknown[]): QueryConfig | undefined {
  const first = args[0] as Partial<QueryConfig> | null | undefined;
  if (typeof first !== "object" || first === null) return undefined;
  if (typeof first.text !== "string" || first.name !== undefined || typeof first.submit === "function")
    return undefined;
  return first as QueryConfig;
}

function valuesOf(config: QueryConfig, args: unknown[]): unknown[] | undefined {
  const second = args[1];
  return Array.isArray(second) ? second : config.values;
}

/** Gives a pooled connection's repeating statements a name (db/client.ts calls it as the pool connects one). */
export function prepareRepeatedStatements(connection: HasQuery): void {
  const original = connection.query as QueryMethod;
  const named = new Set<string>();
  connection.query = function preparingQuery(this: unknown, ...args: unknown[]) {
    const config = queryConfigOf(args);
    const name =
      config && config.text.length >= MIN_PREPARED_LENGTH && (valuesOf(config, args)?.length ?? 0) > 0
        ? nameIfRepeated(config.text)
        : undefined;
    if (config && name) {
      if (named.has(name) || named.size < MAX_NAMED_PER_CONNECTION) {
        named.add(name);
        args[0] = { ...config, name };
      }
    }
    return original.apply(this, args);
  };
}

/** For tests: forget what this process has counted. */
export function forgetCountedStatements(): void {
  seen.clear();
}
