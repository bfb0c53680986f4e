// A local OTLP/HTTP trace receiver for the bench, in its own process so that what it costs to
// take the server's telemetry shows as its own CPU, not the load generator's. The measured server
// exports to it as production exports to a collector (OTEL_EXPORTER_OTLP_ENDPOINT; the exporter
// speaks OTLP/HTTP with JSON bodies, lib/telemetry/start-tracing.ts). It answers every export with
// success, counts what arrives, and between POST /control/start and POST /control/stop keeps the
// spans, whose summary per route (bench/lib/traces.ts) the stop answers: the requests that started
// between the start and the `until` the stop names (epoch milliseconds: the run's end); and, for the
// generator's timings of requests the stop's body names (by trace id), where their latency went.
import http from "node:http";
import { gunzipSync } from "node:zlib";

import { breakdownOf, parseOtlpJson, summarizeTraces, type ClientTiming, type CompactSpan } from "./lib/traces";

const port = Number(process.env.PORT ?? 0);
const totals = { exports: 0, spans: 0, bytes: 0, unreadable: 0, protobuf: 0 };
let collecting = false;
let kept: CompactSpan[] = [];
let since = 0n;
const nowNs = () => BigInt(Date.now()) * 1_000_000n;
// Far more than a 10-second run at a few hundred requests of ~30 spans each; a bound all the same.
const MAX_KEPT = 2_000_000;

const readBody = (request: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

const server = http.createServer((request, response) => {
  void (async () => {
    const body = await readBody(request);
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
    if (request.url === "/health") return json(200, { status: "ok" });
    const url = new URL(request.url ?? "/", "http://receiver");
    if (request.method === "POST" && url.pathname === "/control/start") {
      kept = [];
      since = nowNs();
      collecting = true;
      return json(200, { ...totals });
    }
    if (request.method === "POST" && url.pathname === "/control/stop") {
      collecting = false;
      const until = url.searchParams.get("until");
      const summary = summarizeTraces(kept, {
        fromNs: since,
        toNs: until ? BigInt(Number(until)) * 1_000_000n : nowNs(),
      });
      // The generator's timings of requests to lay beside their traces: the slowest, and some typical ones.
      const asked = (body.length ? JSON.parse(body.toString("utf8")) : {}) as Record<string, ClientTiming[]>;
      const breakdown = Object.fromEntries(
        Object.entries(asked).map(([name, timings]) => [name, breakdownOf(kept, timings)]),
      );
      const spans = kept.length;
      kept = [];
      return json(200, { totals: { ...totals }, spans, routes: summary, breakdown });
    }
    if (request.method === "POST" && request.url === "/v1/traces") {
      totals.exports += 1;
      totals.bytes += body.length;
      const type = request.headers["content-type"] ?? "";
      if (!type.includes("json")) {
        // OTLP/protobuf: accepted (an empty ExportTraceServiceResponse is zero bytes), not read.
        totals.protobuf += 1;
        return response.writeHead(200, { "content-type": "application/x-protobuf" }).end();
      }
      try {
        const text = (request.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8");
        const spans = parseOtlpJson(JSON.parse(text));
        totals.spans += spans.length;
        if (collecting && kept.length < MAX_KEPT) kept.push(...spans);
      } catch {
        totals.unreadable += 1;
      }
      return json(200, {});
    }
    json(404, {});
  })();
});
server.keepAliveTimeout = 60_000;
server.listen(port, "127.0.0.1");
process.once("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
