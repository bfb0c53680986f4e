import { describe, expect, it } from "vitest";

import { breakdownOf, parseOtlpJson, pieceOf, summarizeTraces, unionNs, type CompactSpan } from "./traces";

const str = (key: string, value: string) => ({ key, value: { stringValue: value } });

describe("parseOtlpJson", () => {
  it("reads the spans of an OTLP/HTTP JSON export, with the route and the statement's table", () => {
    const spans = parseOtlpJson({
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  traceId: "t1",
                  spanId: "a",
                  name: "POST /api/x",
                  kind: 2,
                  startTimeUnixNano: "1000000",
                  endTimeUnixNano: "5000000",
                  attributes: [str("http.route", "/api/x"), str("app.surface", "partner")],
                },
                {
                  traceId: "t1",
                  spanId: "b",
                  parentSpanId: "a",
                  name: "select api_clients",
                  kind: 3,
                  startTimeUnixNano: 1_500_000,
                  endTimeUnixNano: 2_000_000,
                  attributes: [
                    str("db.system.name", "postgresql"),
                    str("db.operation.name", "select"),
                    str("db.collection.name", "api_clients"),
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(spans).toHaveLength(2);
    expect(spans[0]).toMatchObject({ route: "/api/x", db: false, startNs: 1_000_000n, endNs: 5_000_000n });
    expect(spans[1]).toMatchObject({ parentSpanId: "a", db: true, table: "api_clients", operation: "select" });
  });

  it("reads nothing from a body that is no export", () => {
    expect(parseOtlpJson({})).toEqual([]);
  });
});

describe("pieceOf", () => {
  it("names each piece of a request by the table its statement touches", () => {
    expect(pieceOf({ table: "api_clients" })).toBe("auth");
    expect(pieceOf({ table: "api_client_employers" })).toBe("auth");
    expect(pieceOf({ table: "rate_limits" })).toBe("throttle");
    expect(pieceOf({ table: "idempotency_keys" })).toBe("idempotency");
    expect(pieceOf({ table: "sandbox_issued_cards" })).toBe("sandbox issuer");
    expect(pieceOf({ table: "employees" })).toBe("use case");
    expect(pieceOf({ operation: "begin" })).toBe("transaction control");
  });
});

describe("unionNs", () => {
  it("counts overlapping intervals once", () => {
    expect(
      unionNs([
        [0n, 10n],
        [5n, 15n],
        [20n, 25n],
      ]),
    ).toBe(20n);
    expect(unionNs([])).toBe(0n);
  });
});

describe("summarizeTraces", () => {
  const ms = (n: number) => BigInt(n * 1_000_000);
  const request = (traceId: string, tables: Array<string | undefined>): CompactSpan[] => [
    { traceId, spanId: "root", name: "POST /x", kind: 2, startNs: 0n, endNs: ms(12), db: false },
    {
      traceId,
      spanId: "route",
      parentSpanId: "root",
      name: "POST /api/x",
      route: "/api/x",
      kind: 2,
      startNs: ms(1),
      endNs: ms(11),
      db: false,
    },
    ...tables.map((table, i): CompactSpan => ({
      traceId,
      spanId: `q${i}`,
      parentSpanId: "route",
      name: "q",
      kind: 3,
      startNs: ms(2 + i),
      endNs: ms(3 + i),
      ...(table ? { table } : { operation: "begin" }),
      db: true,
    })),
  ];

  it("counts statements per request without the sandbox issuer's, and splits them by piece", () => {
    const [summary] = summarizeTraces([
      ...request("t1", ["api_clients", "rate_limits", undefined, "employees", "sandbox_issued_cards"]),
      ...request("t2", ["api_clients", "rate_limits", undefined, "employees", "sandbox_issued_cards"]),
      // A trace whose statements the exporter partly dropped: the median is not moved by it.
      ...request("t3", ["api_clients"]),
      // A trace with no route span (a job, a page) is not a request of ours.
      { traceId: "t4", spanId: "j", name: "job", kind: 1, startNs: 0n, endNs: 1n, db: false },
    ]);
    expect(summary).toMatchObject({
      route: "POST /api/x",
      requests: 3,
      queriesPerCall: { median: 4, min: 1, max: 4 },
      sandboxQueriesPerCall: 1,
    });
    expect(summary!.queriesByPiece.auth).toBe(1);
    expect(summary!.meanMs.route).toBe(10);
    expect(summary!.meanMs.request).toBe(12);
    // 10 ms of route, 5 of them in statements for two requests and 1 for the third.
    expect(summary!.meanMs.outsideStatements).toBe(round((5 + 5 + 9) / 3));
  });

  it("leaves out requests that started outside the run's window", () => {
    const late = request("t9", ["employees"]).map((s) => ({ ...s, startNs: s.startNs + ms(100) }));
    const [summary] = summarizeTraces([...request("t1", ["employees"]), ...late], { fromNs: 0n, toNs: ms(50) });
    expect(summary!.requests).toBe(1);
  });
});

const round = (value: number) => Math.round(value * 100) / 100;

describe("breakdownOf", () => {
  const ms = (value: number) => BigInt(value * 1_000_000);
  const span = (spanId: string, start: number, end: number, extra: Partial<CompactSpan> = {}): CompactSpan => ({
    traceId: "t1",
    spanId,
    name: spanId,
    kind: 1,
    startNs: ms(start),
    endNs: ms(end),
    db: false,
    ...extra,
  });
  // The root's parent is the generator's span (remote, never exported).
  const spans = [
    span("root", 100, 190, { parentSpanId: "generator" }),
    span("route", 110, 180, { parentSpanId: "root", route: "/api/x" }),
    span("q1", 120, 140, { parentSpanId: "route", db: true, table: "employees" }),
    span("q2", 150, 160, { parentSpanId: "route", db: true, table: "events" }),
    span("q2-overlap", 155, 158, { parentSpanId: "route", db: true, table: "events" }),
    span("pool", 112, 118, { parentSpanId: "route", poolWait: true }),
    { ...span("other", 0, 1000, { route: "/api/y" }), traceId: "t2" },
  ];

  it("splits a request's latency into pieces that add up to it", () => {
    const breakdown = breakdownOf(spans, [{ traceId: "t1", intended: 90, sent: 92, socket: 95, done: 195 }]);
    expect(breakdown).toEqual({
      matched: 1,
      asked: 1,
      meanMs: {
        latency: 105,
        generatorLate: 2,
        connectionWait: 3,
        beforeServer: 5,
        frameworkBefore: 10,
        statements: 30,
        poolWait: 6,
        routeOutsideStatements: 34,
        frameworkAfter: 10,
        afterServer: 5,
      },
    });
    const { latency, ...pieces } = breakdown.meanMs;
    expect(Object.values(pieces).reduce((a, b) => a + b, 0)).toBeCloseTo(latency);
  });

  it("counts only the requests whose trace arrived", () => {
    const breakdown = breakdownOf(spans, [
      { traceId: "t1", intended: 90, sent: 92, socket: 95, done: 195 },
      { traceId: "lost", intended: 0, sent: 0, socket: 0, done: 500 },
    ]);
    expect(breakdown).toMatchObject({ matched: 1, asked: 2, meanMs: { latency: 105 } });
    expect(breakdownOf(spans, []).matched).toBe(0);
  });
});
