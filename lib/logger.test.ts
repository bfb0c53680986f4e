import { describe, expect, it } from "vitest";

import { capturedLogLines, logger, scrubSsnLike, serializeError } from "./logger";

// A SHA-256 hex holding a nine-digit run (characters 22 to 30).
const CHAIN_HASH = "3f9a0c7be41d5a2f86e0cb231548765e2d7f0a9b6c3e1d4f5a8b7c6d9e0f1a2b";

describe("log redaction", () => {
  it.each([
    ["ssn 231-54-8765 here", "ssn [REDACTED] here"],
    ["231548765", "[REDACTED]"],
    ["phone +14155552671 stays", "phone +14155552671 stays"],
    ["epoch 1732217795123 stays", "epoch 1732217795123 stays"],
    ["2026-11-21T19:00:00Z stays", "2026-11-21T19:00:00Z stays"],
    // The logger's own trace ids are random hex: a nine-digit run inside one is not an SSN.
    [
      '{"traceId":"10e2cf1f1b185606c985af8415a2b58e","spanId":"97a3d4b908930962","note":"231548765"}',
      '{"traceId":"10e2cf1f1b185606c985af8415a2b58e","spanId":"97a3d4b908930962","note":"[REDACTED]"}',
    ],
    // Anything else shaped like them is scrubbed as before: a wrong length, another field, escaped quotes.
    ['{"spanId":"97a3d4b908930962a"}', '{"spanId":"97a3d4b[REDACTED]a"}'],
    ['{"msg":"97a3d4b908930962"}', '{"msg":"97a3d4b[REDACTED]"}'],
    ['{"msg":"\\"spanId\\":\\"97a3d4b908930962\\""}', '{"msg":"\\"spanId\\":\\"97a3d4b[REDACTED]\\""}'],
    // A SHA-256 in hex (an audit chain's head, which audit:verify --anchors reads back) stands
    // alone: its nine-digit run is not an SSN, and an SSN beside it is still masked.
    [
      `{"auditChain":{"sequence":7,"hash":"${CHAIN_HASH}"},"note":"231-54-8765"}`,
      `{"auditChain":{"sequence":7,"hash":"${CHAIN_HASH}"},"note":"[REDACTED]"}`,
    ],
    [`head ${CHAIN_HASH}.`, `head ${CHAIN_HASH}.`],
    // Shorter than a digest, or glued to other letters or digits: scrubbed as before.
    [`{"msg":"${CHAIN_HASH.slice(0, 31)}"}`, `{"msg":"${CHAIN_HASH.slice(0, 22)}[REDACTED]"}`],
    [`{"msg":"x${CHAIN_HASH}"}`, `{"msg":"x${CHAIN_HASH.slice(0, 22)}[REDACTED]${CHAIN_HASH.slice(31)}"}`],
    [
      `{"msg":"${CHAIN_HASH.toUpperCase()}"}`,
      `{"msg":"${CHAIN_HASH.slice(0, 22).toUpperCase()}[REDACTED]${CHAIN_HASH.slice(31).toUpperCase()}"}`,
    ],
    ["ssn231548765 and a231548765", "ssn[REDACTED] and a[REDACTED]"],
  ])("scrubs %j", (input, expected) => {
    expect(scrubSsnLike(input)).toBe(expected);
  });

  it("redacts PII fields by path and SSN-shaped numbers anywhere", () => {
    capturedLogLines.length = 0;
    logger.info(
      { ssn: "231548765", body: { ssn: "x" }, input: { birthDate: "1990-01-01" }, note: "got 231-54-8765" },
      "test",
    );
    logger.error({ err: new Error("bad ssn 231548765") }, "failure");
    const text = capturedLogLines.join("");
    expect(text).not.toMatch(/231-?54-?8765|1990-01-01/);
    expect(text).toContain("[REDACTED]");
  });
});

describe("database errors in log lines", () => {
  // What drizzle throws around a pg DatabaseError: its message repeats the query's parameters.
  const failed = () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "employees_email_uq"'), {
      code: "23505",
      severity: "ERROR",
      constraint: "employees_email_uq",
      table: "employees",
      detail: "Key (email)=(ada.secret@example.com) already exists.",
      routine: "_bt_check_unique",
    });
    return Object.assign(
      new Error("Failed query: insert into employees values ($1, $2)\nparams: ada.secret@example.com,s3cr3t-token"),
      {
        name: "DrizzleQueryError",
        query: "insert into employees values ($1, $2)",
        params: ["ada.secret@example.com", "s3cr3t-token"],
        cause,
      },
    );
  };

  it("logs the code, constraint and table, never the parameters, message or detail", () => {
    capturedLogLines.length = 0;
    logger.error({ err: failed() }, "unhandled error");
    const line = JSON.parse(capturedLogLines.join("")) as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({
      type: "DrizzleQueryError",
      code: "23505",
      constraint: "employees_email_uq",
      table: "employees",
      routine: "_bt_check_unique",
    });
    expect(JSON.stringify(line)).not.toMatch(/ada\.secret|s3cr3t|insert into|Key \(email\)/);
  });

  it("finds a bare pg error too, and leaves other errors as pino logs them", () => {
    expect(serializeError(failed().cause)).toMatchObject({ code: "23505", message: "database query failed" });
    expect(serializeError(new Error("plain"))).toMatchObject({ type: "Error", message: "plain" });
  });
});

describe("trace ids in log lines", () => {
  const lastLine = () => JSON.parse(capturedLogLines.at(-1)!) as Record<string, unknown>;

  it("writes a line outside any span as it is, and never carries one line's fields into the next", () => {
    logger.info({ employeeId: "empl_first" }, "first");
    logger.info("second");
    expect(lastLine()).not.toHaveProperty("employeeId");
    expect(lastLine()).not.toHaveProperty("traceId");
  });

  it("adds the active span's trace and span ids while tracing is on", async () => {
    const { InMemorySpanExporter, SimpleSpanProcessor } = await import("@opentelemetry/sdk-trace-node");
    const { startTracing } = await import("@/lib/telemetry/start-tracing");
    const { inSpan } = await import("@/lib/telemetry/tracing");
    const tracing = startTracing(
      { OTEL_SERVICE_NAME: "test", OTEL_SDK_DISABLED: "false" },
      new SimpleSpanProcessor(new InMemorySpanExporter()),
    );
    try {
      const ids = await inSpan("work", {}, async (span) => {
        logger.info({ step: 1 }, "inside");
        return span!.spanContext();
      });
      expect(lastLine()).toMatchObject({ traceId: ids.traceId, spanId: ids.spanId, step: 1, msg: "inside" });
      logger.info("outside");
      expect(lastLine()).not.toHaveProperty("traceId");
    } finally {
      await tracing.shutdown();
    }
  });
});
