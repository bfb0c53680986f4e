import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { runIdentityChecks } from "@/lib/jobs/run-identity-checks";
import { capturedLogLines } from "@/lib/logger";
import { runJob } from "@/lib/telemetry/jobs";
import { startTracing, type Tracing } from "@/lib/telemetry/start-tracing";

import { employeeBody } from "../support/fixtures";
import { startOtlpReceiver } from "../support/otlp-receiver";
import { httpHarness } from "../support/http-harness";

// Issue 27: one partner request that queues an identity check, exported over OTLP/HTTP to a local
// receiver, and the worker's span for that check in the same trace.
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let tracing: Tracing;
const previousEndpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  // The exporter reads the standard variable itself, as it does in production.
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url;
  tracing = startTracing({
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_SERVICE_NAME: "benefits-onboarding-test",
    OTEL_SDK_DISABLED: "false",
  });
});
afterAll(async () => {
  await tracing.shutdown();
  if (previousEndpoint === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  else process.env.OTEL_EXPORTER_OTLP_ENDPOINT = previousEndpoint;
  await receiver.close();
});
const { tenant, call } = httpHarness();

const exported = async () => {
  await tracing.flush();
  return receiver.spans;
};

describe("traces over OTLP", () => {
  it("puts the worker's identity check span in the trace of the request that queued it", async () => {
    const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody(),
    });
    expect(created.status).toBe(201);
    const initiated = await call(
      "POST",
      `/api/employers/${tenant.employerId}/employees/${created.body.id}/identity-verification/initiate`,
    );
    expect(initiated.status).toBe(202);

    // The worker's step, as its loop runs it.
    const db = await getDb();
    let handled = 0;
    for (let round = 0; round < 20 && handled === 0; round += 1)
      handled = await runJob("identity_checks", () => runIdentityChecks(db, { timeoutMs: 2_000 }));
    expect(handled).toBeGreaterThan(0);

    const spans = await exported();
    const request = spans.find(
      (span) => span.name === "POST /api/employers/{employerId}/employees/{employeeId}/identity-verification/initiate",
    );
    expect(request, spans.map((span) => span.name).join("\n")).toBeDefined();
    expect(request!.attributes).toMatchObject({
      "http.route": "/api/employers/{employerId}/employees/{employeeId}/identity-verification/initiate",
      "http.response.status_code": 202,
      "app.surface": "partner",
    });
    expect(request!.serviceName).toBe("benefits-onboarding-test");

    const check = spans.find((span) => span.name === "identity check");
    expect(check).toBeDefined();
    expect(check!.traceId).toBe(request!.traceId);
    expect(check!.parentSpanId).toBe(request!.spanId);
    // The request's queries and the worker's vendor call are in the same trace too.
    const sameTrace = spans.filter((span) => span.traceId === request!.traceId).map((span) => span.name);
    expect(sameTrace).toEqual(expect.arrayContaining([expect.stringMatching(/^insert identity_checks$/)]));
  });

  it("quotes the trace id in problem+json and in the request's log line, beside the request id", async () => {
    const missing = await call<{ requestId: string; traceId: string }>(
      "GET",
      `/api/employers/${tenant.employerId}/employees/empl_doesnotexist`,
    );
    expect(missing.status).toBe(404);
    expect(missing.headers.get("request-id")).toBe(missing.body.requestId);
    expect(missing.body.traceId).toMatch(/^[0-9a-f]{32}$/);
    const spans = await exported();
    expect(spans.some((span) => span.traceId === missing.body.traceId && span.name.startsWith("GET /api/"))).toBe(true);
    const line = capturedLogLines.find((text) => text.includes(missing.body.requestId) && text.includes('"request"'));
    expect(line).toContain(`"traceId":"${missing.body.traceId}"`);
  });
});
