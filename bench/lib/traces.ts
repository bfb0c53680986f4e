// What the measured server's own traces say about each request: the statements it sent (its
// database spans, lib/telemetry/db-spans.ts) and where its time went, read from what its OTLP/HTTP
// JSON exporter sends to the bench's receiver (bench/otlp-receiver.ts). Pure functions, so the
// arithmetic is unit-tested (traces.test.ts).

/** The little the bench keeps of a span. */
export type CompactSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startNs: bigint;
  endNs: bigint;
  /** Our route span's template (`http.route` on a span with `app.surface`). */
  route?: string;
  /** A database span's first table (`db.collection.name`), or its operation when it names none. */
  table?: string;
  operation?: string;
  db: boolean;
  /** The wait for a pooled connection (lib/telemetry/db-spans.ts tracePoolCheckout). */
  poolWait?: boolean;
};

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpSpan = {
  traceId?: string;
  spanId?: string;
  parentSpanId?: string;
  name?: string;
  kind?: number;
  startTimeUnixNano?: string | number;
  endTimeUnixNano?: string | number;
  attributes?: Array<{ key: string; value?: OtlpValue }>;
};
type OtlpRequest = { resourceSpans?: Array<{ scopeSpans?: Array<{ spans?: OtlpSpan[] }> }> };

const nanos = (value: string | number | undefined): bigint => {
  try {
    return BigInt(value ?? 0);
  } catch {
    return 0n;
  }
};

/** The spans of one OTLP/HTTP JSON export request (ExportTraceServiceRequest). */
export function parseOtlpJson(body: unknown): CompactSpan[] {
  const request = body as OtlpRequest;
  const spans: CompactSpan[] = [];
  for (const resource of request.resourceSpans ?? [])
    for (const scope of resource.scopeSpans ?? [])
      for (const span of scope.spans ?? []) {
        const attributes = new Map((span.attributes ?? []).map((a) => [a.key, a.value?.stringValue]));
        const db = attributes.has("db.system.name");
        spans.push({
          traceId: span.traceId ?? "",
          spanId: span.spanId ?? "",
          ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
          name: span.name ?? "",
          kind: span.kind ?? 0,
          startNs: nanos(span.startTimeUnixNano),
          endNs: nanos(span.endTimeUnixNano),
          ...(attributes.has("app.surface") && attributes.get("http.route")
            ? { route: attributes.get("http.route") }
            : {}),
          ...(db
            ? {
                table: attributes.get("db.collection.name") ?? undefined,
                operation: attributes.get("db.operation.name") ?? undefined,
              }
            : {}),
          db,
          ...(attributes.has("app.pool_wait") ? { poolWait: true } : {}),
        });
      }
  return spans;
}

/** Which piece of the request a statement belongs to, by the table it touches. */
export type Piece = "auth" | "throttle" | "idempotency" | "use case" | "transaction control" | "sandbox issuer";

export const PIECE_TABLES: Record<string, Piece> = {
  api_clients: "auth",
  // The authentication's one statement reads the client's employers in a subquery of its select
  // list, which is the first table the span's summary names.
  api_client_employers: "auth",
  rate_limits: "throttle",
  idempotency_keys: "idempotency",
};

export function pieceOf(span: Pick<CompactSpan, "table" | "operation">): Piece {
  if (span.table && PIECE_TABLES[span.table]) return PIECE_TABLES[span.table]!;
  // The sandbox issuer's own tables stand in for the card issuer's HTTP API (Stripe Issuing in
  // production): not round trips the service will make to its database.
  if (span.table?.startsWith("sandbox_")) return "sandbox issuer";
  if (!span.table) return "transaction control";
  return "use case";
}

export type RouteTraces = {
  route: string;
  /** Requests whose route span arrived. */
  requests: number;
  /** Statements per request, sandbox issuer excluded: the median over requests, and the range. */
  queriesPerCall: { median: number; min: number; max: number; mean: number };
  /** The sandbox issuer's statements per request (median), reported apart. */
  sandboxQueriesPerCall: number;
  /** Statements per request and piece (means). */
  queriesByPiece: Partial<Record<Piece, number>>;
  /** Mean milliseconds per request: the route span, the outer (framework) span, and inside statements by piece. */
  meanMs: {
    request?: number;
    route: number;
    statements: Partial<Record<Piece, number>>;
    /** Route time not inside any statement: JavaScript (validation, serialisation, logging), pool waits, the event loop's queue. */
    outsideStatements: number;
  };
  /** Statements by table (means per request), for the reader looking for one table. */
  queriesByTable: Record<string, number>;
};

const ms = (ns: bigint) => Number(ns) / 1e6;
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN);
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Length of the union of intervals: concurrent statements of one request are not time counted twice. */
export function unionNs(intervals: Array<[bigint, bigint]>): bigint {
  const sorted = [...intervals].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let total = 0n;
  let [start, end] = [-1n, -1n];
  for (const [s, e] of sorted) {
    if (s > end) {
      if (end > start) total += end - start;
      [start, end] = [s, e];
    } else if (e > end) end = e;
  }
  if (end > start) total += end - start;
  return total;
}

/**
 * Per route template, from every complete request among `spans` (a trace with our route span)
 * whose route span started within `window`, when one is given.
 * A trace whose statements were dropped by the exporter's queue (under load the SDK drops spans
 * rather than slow the server) counts fewer statements: the median keeps such stragglers from
 * moving the count.
 */
export function summarizeTraces(
  spans: readonly CompactSpan[],
  window?: { fromNs: bigint; toNs: bigint },
): RouteTraces[] {
  const byTrace = new Map<string, CompactSpan[]>();
  for (const span of spans) byTrace.set(span.traceId, [...(byTrace.get(span.traceId) ?? []), span]);
  type One = {
    queries: number;
    sandbox: number;
    byPiece: Map<Piece, { count: number; ns: bigint }>;
    byTable: Map<string, number>;
    routeMs: number;
    requestMs?: number;
    outsideMs: number;
  };
  const perRoute = new Map<string, One[]>();
  for (const trace of byTrace.values()) {
    const route = trace.find((s) => s.route);
    if (!route?.route) continue;
    // Only the requests the run itself made: not the warm-up's last spans, exported after it ended.
    if (window && (route.startNs < window.fromNs || route.startNs > window.toNs)) continue;
    const root = trace.find((s) => !s.parentSpanId);
    const statements = trace.filter((s) => s.db);
    const byPiece = new Map<Piece, { count: number; ns: bigint }>();
    const byTable = new Map<string, number>();
    for (const s of statements) {
      const piece = pieceOf(s);
      const entry = byPiece.get(piece) ?? { count: 0, ns: 0n };
      entry.count += 1;
      entry.ns += s.endNs - s.startNs;
      byPiece.set(piece, entry);
      const table = s.table ?? s.operation ?? "?";
      byTable.set(table, (byTable.get(table) ?? 0) + 1);
    }
    const sandbox = byPiece.get("sandbox issuer")?.count ?? 0;
    const routeNs = route.endNs - route.startNs;
    const inside = unionNs(statements.map((s) => [s.startNs, s.endNs]));
    perRoute.set(route.name, [
      ...(perRoute.get(route.name) ?? []),
      {
        queries: statements.length - sandbox,
        sandbox,
        byPiece,
        byTable,
        routeMs: ms(routeNs),
        ...(root && root !== route ? { requestMs: ms(root.endNs - root.startNs) } : {}),
        outsideMs: ms(routeNs - inside > 0n ? routeNs - inside : 0n),
      },
    ]);
  }
  return [...perRoute.entries()].map(([route, requests]) => {
    const counts = requests.map((r) => r.queries).sort((a, b) => a - b);
    const median = counts[Math.floor((counts.length - 1) / 2)]!;
    const sandboxCounts = requests.map((r) => r.sandbox).sort((a, b) => a - b);
    const pieces = new Set(requests.flatMap((r) => [...r.byPiece.keys()]));
    const tables = new Set(requests.flatMap((r) => [...r.byTable.keys()]));
    const requestMs = requests.flatMap((r) => (r.requestMs === undefined ? [] : [r.requestMs]));
    return {
      route,
      requests: requests.length,
      queriesPerCall: {
        median,
        min: counts[0]!,
        max: counts.at(-1)!,
        mean: round2(mean(counts)),
      },
      sandboxQueriesPerCall: sandboxCounts[Math.floor((sandboxCounts.length - 1) / 2)]!,
      queriesByPiece: Object.fromEntries(
        [...pieces].map((p) => [p, round2(mean(requests.map((r) => r.byPiece.get(p)?.count ?? 0)))]),
      ),
      meanMs: {
        ...(requestMs.length ? { request: round2(mean(requestMs)) } : {}),
        route: round2(mean(requests.map((r) => r.routeMs))),
        statements: Object.fromEntries(
          [...pieces].map((p) => [p, round2(mean(requests.map((r) => ms(r.byPiece.get(p)?.ns ?? 0n))))]),
        ),
        outsideStatements: round2(mean(requests.map((r) => r.outsideMs))),
      },
      queriesByTable: Object.fromEntries(
        [...tables].sort().map((t) => [t, round2(mean(requests.map((r) => r.byTable.get(t) ?? 0)))]),
      ),
    };
  });
}

/** A request as the load generator saw it (epoch milliseconds), to lay beside the server's trace of it. */
export type ClientTiming = { traceId: string; intended: number; sent: number; socket: number; done: number };

/** Where a request's latency went, in milliseconds, from its intended send time to its answer. */
export type LatencyBreakdown = {
  /** Requests whose server trace arrived, of those asked about. */
  matched: number;
  asked: number;
  /** Means over the matched requests; the pieces add up to `latency`. */
  meanMs: {
    latency: number;
    /** The generator sent it late (its own event loop). */
    generatorLate: number;
    /** Every connection was busy: waited in the generator for one. */
    connectionWait: number;
    /** From a socket to the server starting it: the network, the accept queue, the server's event loop. */
    beforeServer: number;
    /** The framework, before our route handler began (routing, the request's body). */
    frameworkBefore: number;
    /** Inside the route: statements (their union), the wait for a pooled connection, and the rest (JavaScript, the event loop). */
    statements: number;
    poolWait: number;
    routeOutsideStatements: number;
    /** The framework, after our handler (the response), and the way back to the generator. */
    frameworkAfter: number;
    afterServer: number;
  };
};

/**
 * Lays each request's client timings beside its trace (the same trace id, sent as `traceparent`):
 * the root span (the framework's request) and our route span split its latency into pieces. Clocks
 * are the same machine's, each process's performance.timeOrigin: within a millisecond of each other.
 */
export function breakdownOf(spans: readonly CompactSpan[], timings: readonly ClientTiming[]): LatencyBreakdown {
  const byTrace = new Map<string, CompactSpan[]>();
  const wanted = new Set(timings.map((t) => t.traceId));
  for (const span of spans)
    if (wanted.has(span.traceId)) byTrace.set(span.traceId, [...(byTrace.get(span.traceId) ?? []), span]);
  const rows: Array<LatencyBreakdown["meanMs"]> = [];
  for (const timing of timings) {
    const trace = byTrace.get(timing.traceId);
    const route = trace?.find((s) => s.route);
    if (!trace || !route) continue;
    // The outermost server span: its parent is the generator's (remote) span, never in the export.
    const ids = new Set(trace.map((s) => s.spanId));
    const root = trace.find((s) => !s.parentSpanId || !ids.has(s.parentSpanId)) ?? route;
    const at = (ns: bigint) => Number(ns) / 1e6;
    const [rootStart, rootEnd, routeStart, routeEnd] = [root.startNs, root.endNs, route.startNs, route.endNs].map(
      at,
    ) as [number, number, number, number];
    const within = (s: CompactSpan) => s.startNs >= route.startNs && s.endNs <= route.endNs;
    const interval = (s: CompactSpan): [bigint, bigint] => [s.startNs, s.endNs];
    const statementsNs = unionNs(trace.filter((s) => s.db && within(s)).map(interval));
    // Waits that overlap a statement (another query of the request running) count as the statement's.
    const waitedNs = unionNs(trace.filter((s) => (s.db || s.poolWait) && within(s)).map(interval)) - statementsNs;
    const statements = Number(statementsNs) / 1e6;
    const poolWait = Number(waitedNs) / 1e6;
    rows.push({
      latency: timing.done - timing.intended,
      generatorLate: timing.sent - timing.intended,
      connectionWait: timing.socket - timing.sent,
      beforeServer: rootStart - timing.socket,
      frameworkBefore: routeStart - rootStart,
      statements,
      poolWait,
      routeOutsideStatements: routeEnd - routeStart - statements - poolWait,
      frameworkAfter: rootEnd - routeEnd,
      afterServer: timing.done - rootEnd,
    });
  }
  const keys = [
    "latency",
    "generatorLate",
    "connectionWait",
    "beforeServer",
    "frameworkBefore",
    "statements",
    "poolWait",
    "routeOutsideStatements",
    "frameworkAfter",
    "afterServer",
  ] as const;
  const meanMs = Object.fromEntries(
    keys.map((key) => [key, round2(mean(rows.map((row) => row[key])))]),
  ) as LatencyBreakdown["meanMs"];
  return { matched: rows.length, asked: timings.length, meanMs };
}
