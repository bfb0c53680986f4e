import { InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { afterEach, describe, expect, it, vi } from "vitest";

import { tracePoolCheckout } from "./db-spans";
import { runJob, inQueuedItemSpan } from "./jobs";
import { startTracing, type Tracing } from "./start-tracing";
import { currentTraceId, currentTraceparent, inSpan, openSpan, tracingEnabled } from "./tracing";

let tracing: Tracing | undefined;
let exporter = new InMemorySpanExporter();
// A new exporter each time: shutting the provider down shuts its exporter down for good.
const start = () => {
  exporter = new InMemorySpanExporter();
  tracing = startTracing({ OTEL_SERVICE_NAME: "test", OTEL_SDK_DISABLED: "false" }, new SimpleSpanProcessor(exporter));
};
afterEach(async () => {
  await tracing?.shutdown();
  tracing = undefined;
});

describe("tracing off", () => {
  it("starts nothing without an endpoint, and runs work without a span", async () => {
    const off = startTracing({ OTEL_SERVICE_NAME: "x", OTEL_SDK_DISABLED: "false" });
    expect(tracingEnabled()).toBe(false);
    expect(await inSpan("work", {}, async (span) => span)).toBeUndefined();
    expect(currentTraceparent()).toBeNull();
    expect(currentTraceId()).toBeUndefined();
    await off.shutdown();
  });

  it("stays off when OTEL_SDK_DISABLED=true, endpoint or not", () => {
    startTracing({
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:9",
      OTEL_SERVICE_NAME: "x",
      OTEL_SDK_DISABLED: "true",
    });
    expect(tracingEnabled()).toBe(false);
  });
});

describe("tracing on", () => {
  it("continues a stored traceparent, linked to the job run that picked the item up", async () => {
    start();
    const queued = await inSpan("POST /request", {}, async () => currentTraceparent());
    expect(queued).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    await runJob("identity_checks", async () => {
      await inQueuedItemSpan("identity check", { traceparent: queued }, async () => {});
      return 1;
    });
    const spans = exporter.getFinishedSpans();
    const request = spans.find((span) => span.name === "POST /request")!;
    const item = spans.find((span) => span.name === "identity check")!;
    const job = spans.find((span) => span.name === "job identity_checks")!;
    expect(item.spanContext().traceId).toBe(request.spanContext().traceId);
    expect(item.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(item.links.map((link) => link.context.spanId)).toEqual([job.spanContext().spanId]);
  });

  it("drops a job run that found nothing, with its queries, and keeps one that failed or worked", async () => {
    start();
    await runJob("program_rules", async () => {
      await inSpan("select events", {}, async () => {});
      return 0;
    });
    await expect(
      runJob("projections", async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    await runJob("audit_seal", async () => {
      await inSpan("insert audit_seals", {}, async () => {});
      return 2;
    });
    const names = exporter.getFinishedSpans().map((span) => span.name);
    expect(names).not.toContain("job program_rules");
    expect(names).not.toContain("select events");
    expect(names).toEqual(expect.arrayContaining(["job projections", "insert audit_seals", "job audit_seal"]));
    const failed = exporter.getFinishedSpans().find((span) => span.name === "job projections")!;
    expect(failed.attributes["error.type"]).toBe("Error");
  });

  it("keeps a long span open across calls (an SFTP session) with work inside it as children", async () => {
    start();
    const session = openSpan("sftp session", {});
    await session.within(() => inSpan("select sftp_files", {}, async () => {}));
    session.end();
    const [child, parent] = exporter.getFinishedSpans();
    expect(parent!.name).toBe("sftp session");
    expect(child!.parentSpanContext?.spanId).toBe(parent!.spanContext().spanId);
  });

  it("removes raw URLs other instrumentation records (Next.js's http.target), keeping the route", async () => {
    start();
    await inSpan(
      "GET /invite/[token]",
      { attributes: { "http.target": "/invite/tok_secret?email=a%40b.example", "http.route": "/invite/[token]" } },
      async (span) => span?.setAttribute("http.url", "https://vendor.example/x?q=1"),
    );
    const [span] = exporter.getFinishedSpans();
    expect(span!.attributes).toEqual({ "http.route": "/invite/[token]" });
  });
});

describe("the wait for a pooled connection", () => {
  /** A pool whose checkout takes as long as its test says, in both of pg-pool's forms. */
  const pool = () => ({
    connect(...args: unknown[]): unknown {
      const done = args.at(-1);
      if (typeof done === "function") {
        setTimeout(() => (done as (error: unknown, client: unknown) => void)(null, { id: 1 }), 5);
        return undefined;
      }
      return new Promise((resolve) => setTimeout(() => resolve({ id: 1 }), 5));
    },
  });

  it("is a span of its own inside a request, in the promise and the callback forms, and never a statement", async () => {
    start();
    const traced = pool();
    tracePoolCheckout(traced);
    await inSpan("PATCH /x", {}, async () => {
      expect(await traced.connect()).toEqual({ id: 1 });
      await new Promise((resolve) => traced.connect((_error: unknown, client: unknown) => resolve(client)));
    });
    const waits = exporter.getFinishedSpans().filter((span) => span.name === "pg.pool.connect");
    expect(waits).toHaveLength(2);
    const request = exporter.getFinishedSpans().find((span) => span.name === "PATCH /x")!;
    for (const wait of waits) {
      expect(wait.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
      expect(wait.attributes).toEqual({ "app.pool_wait": true });
      expect(wait.attributes["db.system.name"]).toBeUndefined();
    }
  });

  it("records no span for a checkout that found an idle connection", async () => {
    start();
    const idle = { connect: async () => ({ id: 2 }) };
    tracePoolCheckout(idle);
    // The clock stands still: a checkout that waited on nothing takes no time, however busy the
    // machine is (a garbage collection in between once made it look like a wait of 0.5 ms).
    vi.useFakeTimers({ toFake: ["performance"] });
    try {
      await inSpan("GET /x", {}, async () => {
        expect(await idle.connect()).toEqual({ id: 2 });
      });
    } finally {
      vi.useRealTimers();
    }
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(["GET /x"]);
  });

  it("records nothing outside a request, or with tracing off", async () => {
    const traced = pool();
    tracePoolCheckout(traced);
    expect(await traced.connect()).toEqual({ id: 1 });
    start();
    expect(await traced.connect()).toEqual({ id: 1 });
    expect(exporter.getFinishedSpans()).toHaveLength(0);
  });
});
