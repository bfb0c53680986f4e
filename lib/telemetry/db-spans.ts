import { context, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";

import { tracingEnabled } from "./tracing";

/**
 * Database spans for both drivers, wrapped where the queries leave our code (db/client.ts): pg's
 * clients as the pool connects them, PGlite's client and its transactions (PGlite has no
 * instrumentation package). A span is named and described by the statement's operation and first
 * table only (`select employees`), never its text: parameter values are not in drizzle's text, but
 * a raw fragment could be, and the operation and table are what an operator searches by.
 */
type QueryMethod = (...args: unknown[]) => unknown;
type HasQuery = { query: unknown };

const OPERATION = /^\s*(\w+)/;
const TABLE = /\b(?:from|into|update|join)\s+"?([a-z_][a-z0-9_]*)"?/i;

export function querySummary(text: string): { operation: string; table?: string } {
  const operation = (OPERATION.exec(text)?.[1] ?? "query").toLowerCase();
  const table = TABLE.exec(text)?.[1]?.toLowerCase();
  return table ? { operation, table } : { operation };
}

function startQuerySpan(text: string | undefined): Span {
  const { operation, table } = querySummary(text ?? "");
  return trace.getTracer("benefits-onboarding").startSpan(table ? `${operation} ${table}` : operation, {
    kind: SpanKind.CLIENT,
    attributes: {
      "db.system.name": "postgresql",
      "db.operation.name": operation,
      ...(table ? { "db.collection.name": table } : {}),
    },
  });
}

function endQuerySpan(span: Span, error: unknown): void {
  if (error) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    // The SQLSTATE only: a database error's message can quote the offending value.
    const code = (error as { code?: unknown }).code;
    span.setAttribute("error.type", typeof code === "string" ? code : "error");
  }
  span.end();
}

const statementOf = (first: unknown): string | undefined =>
  typeof first === "string"
    ? first
    : typeof (first as { text?: unknown } | null)?.text === "string"
      ? (first as { text: string }).text
      : undefined;

/**
 * Wraps `target.query` so each call is a client span while tracing is on (one flag check when
 * off). Handles both the promise form and the callback form pg-pool uses; submittables (cursors,
 * streams) pass through untouched.
 */
export function traceQueries(target: HasQuery): void {
  const original = target.query as QueryMethod;
  target.query = function tracedQuery(this: unknown, ...args: unknown[]) {
    const first = args[0] as { submit?: unknown } | undefined;
    // Only inside a span: a query outside any request or job (migrations, the LISTEN connection) is no trace.
    if (!tracingEnabled() || typeof first?.submit === "function" || !trace.getActiveSpan())
      return original.apply(this, args);
    const span = startQuerySpan(statementOf(first));
    return observeSettled(original.bind(this), args, (error) => endQuerySpan(span, error));
  };
}

/**
 * Calls `call` with `args` and tells `settled` once it is done (an error, or undefined): through
 * its callback when its last argument is one (pg-pool's form), else through the promise it
 * returns, else at once. What the call returns or throws passes through unchanged.
 */
function observeSettled(call: QueryMethod, args: unknown[], settled: (error: unknown) => void): unknown {
  const last = args.at(-1);
  if (typeof last === "function") {
    args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
      settled(error);
      return (last as QueryMethod)(error, ...rest);
    };
    return call(...args);
  }
  try {
    const result = call(...args);
    if (result instanceof Promise) {
      return result.then(
        (value: unknown) => {
          settled(undefined);
          return value;
        },
        (error: unknown) => {
          settled(error ?? new Error("call failed"));
          throw error;
        },
      );
    }
    settled(undefined);
    return result;
  } catch (error) {
    settled(error ?? new Error("call failed"));
    throw error;
  }
}

type PgliteLike = HasQuery & { transaction: unknown };

/** PGlite: its own queries, and those of every transaction it opens (a separate object per transaction). */
export function tracePgliteQueries(client: PgliteLike): void {
  traceQueries(client);
  const original = client.transaction as (callback: (tx: HasQuery) => unknown) => unknown;
  client.transaction = function tracedTransaction(this: unknown, callback: (tx: HasQuery) => unknown) {
    return original.call(this, (tx: HasQuery) => {
      traceQueries(tx);
      return callback(tx);
    });
  };
}

type Connectable = { connect: (...args: unknown[]) => unknown };

/** A checkout quicker than this had an idle connection at hand: no span, so no cost per request. */
const POOL_WAIT_SPAN_MS = 0.5;

/**
 * Wraps the pool's `connect` so a wait for a pooled connection is a span of its own
 * (`pg.pool.connect`) while tracing is on: a request's time in the pool's queue shows apart from
 * its statements. Only a real wait gets one (POOL_WAIT_SPAN_MS or more), started back at the call,
 * under the caller's context: pg-pool hands a freed connection over from the request that released
 * it, in that request's context. Its own `query` checks out through `connect` too; the promise and
 * the callback forms are both handled.
 */
export function tracePoolCheckout(pool: Connectable): void {
  const original = pool.connect.bind(pool) as QueryMethod;
  pool.connect = function tracedConnect(...args: unknown[]) {
    if (!tracingEnabled() || !trace.getActiveSpan()) return original(...args);
    const caller = context.active();
    const startedAt = performance.timeOrigin + performance.now();
    const record = (error: unknown) => {
      const endedAt = performance.timeOrigin + performance.now();
      if (endedAt - startedAt < POOL_WAIT_SPAN_MS && !error) return;
      const span = trace
        .getTracer("benefits-onboarding")
        // Not a statement: no db.system.name, so nothing counts it as one.
        .startSpan(
          "pg.pool.connect",
          { kind: SpanKind.INTERNAL, startTime: startedAt, attributes: { "app.pool_wait": true } },
          caller,
        );
      if (error) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end(endedAt);
    };
    return observeSettled(original, args, record);
  };
}
