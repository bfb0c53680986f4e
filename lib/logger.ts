import { Writable } from "node:stream";

import pino, { type DestinationStream, type Logger } from "pino";

import { currentSpanIds } from "@/lib/telemetry/tracing";

// Paths pino blanks out wherever they appear in a log object.
const REDACT_PATHS = [
  "ssn",
  "*.ssn",
  "*.*.ssn",
  "birthDate",
  "*.birthDate",
  "*.*.birthDate",
  "dateOfBirth",
  "*.dateOfBirth",
  "frontImage",
  "*.frontImage",
  "backImage",
  "*.backImage",
  "password",
  "*.password",
  "clientSecret",
  "*.clientSecret",
  "authorization",
  "*.authorization",
  "headers.authorization",
  "body",
  "*.body",
];

// Defence in depth: a nine-digit run shaped like an SSN is masked in any string that reaches a
// log line, whatever field it hides in (error messages, URLs, free text).
const SSN_LIKE = /(?<!\d)\d{3}-?\d{2}-?\d{4}(?!\d)/g;
// Random hex, where a run of nine decimal digits turns up often (a 64-character SHA-256 hex holds
// one about a quarter of the time), is passed over, in two shapes:
// - a digest or trace id: 32 or more lowercase hex characters standing alone, with no letter or
//   digit either side (the audit chain's heads that `audit:verify --anchors` reads back, trace ids).
//   Nobody types an SSN as part of such a run; a shorter hex run, or one glued to other letters
//   ("ssn231548765", "a231548765"), is still scrubbed.
// - the span id the logger itself adds (lib/telemetry), 16 hex characters, in that field only; a
//   user's value cannot take this form inside a JSON line, where its quotes are escaped.
const PASSED_OVER = /"spanId":"[0-9a-f]{16}"|(?<![0-9A-Za-z])[0-9a-f]{32,}(?![0-9A-Za-z])/g;

export function scrubSsnLike(text: string): string {
  let scrubbed = "";
  let from = 0;
  for (const id of text.matchAll(PASSED_OVER)) {
    scrubbed += text.slice(from, id.index).replace(SSN_LIKE, "[REDACTED]") + id[0];
    from = id.index + id[0].length;
  }
  return scrubbed + text.slice(from).replace(SSN_LIKE, "[REDACTED]");
}

class ScrubbingStream extends Writable {
  constructor(private readonly target: DestinationStream) {
    super();
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.target.write(scrubSsnLike(chunk.toString("utf8")));
    callback();
  }
}

type DatabaseFailure = {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
  routine?: unknown;
};

const isSqlState = (value: unknown): value is string => typeof value === "string" && /^[0-9A-Z]{5}$/.test(value);

/** The PostgreSQL error behind an error, when there is one: pg's DatabaseError, or drizzle's wrapper of it. */
function databaseFailure(error: unknown): DatabaseFailure | undefined {
  for (let current: unknown = error, hops = 0; current && typeof current === "object" && hops < 4; hops += 1) {
    const candidate = current as DatabaseFailure & { cause?: unknown };
    if (isSqlState(candidate.code) && ("severity" in candidate || "routine" in candidate || "constraint" in candidate))
      return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Errors in log lines. A database error is logged by its SQLSTATE code, constraint, table and
 * column only: drizzle's message repeats the query's parameters, and PostgreSQL's message and
 * detail can quote the offending value ("Key (email)=(…)", "invalid input syntax: …").
 */
export function serializeError(error: unknown): Record<string, unknown> {
  const failure = databaseFailure(error);
  if (!failure) return pino.stdSerializers.err(error as Error);
  const frames =
    error instanceof Error
      ? (error.stack ?? "")
          .split("\n")
          .filter((line) => line.trimStart().startsWith("at "))
          .slice(0, 8)
      : [];
  return {
    type: error instanceof Error ? error.name : "DatabaseError",
    message: "database query failed",
    code: failure.code,
    ...(typeof failure.constraint === "string" ? { constraint: failure.constraint } : {}),
    ...(typeof failure.table === "string" ? { table: failure.table } : {}),
    ...(typeof failure.column === "string" ? { column: failure.column } : {}),
    ...(typeof failure.routine === "string" ? { routine: failure.routine } : {}),
    stack: frames.join("\n"),
  };
}

const NO_FIELDS = {};

const globalForLogger = globalThis as unknown as { __logger?: Logger; __capturedLogLines?: string[] };

/**
 * Lines written while tests run, so tests can assert that no PII reached a log. Kept beside the
 * process's logger: a test runner that evaluates this module again (one process running many test
 * files) must read the lines the one logger writes.
 */
export const capturedLogLines: string[] = (globalForLogger.__capturedLogLines ??= []);

function createLogger(): Logger {
  const underTest = process.env.VITEST !== undefined;
  const target: DestinationStream = underTest
    ? { write: (line: string) => void capturedLogLines.push(line) }
    : pino.destination({ dest: 1, sync: false });
  return pino(
    {
      level: process.env.LOG_LEVEL ?? (underTest ? "debug" : "info"),
      redact: { paths: REDACT_PATHS, censor: "[REDACTED]" },
      serializers: { err: serializeError },
      // The active trace and span on every line written inside one (one flag check when tracing is off).
      mixin: () => currentSpanIds() ?? NO_FIELDS,
      // pino's default merge assigns the line's fields into the mixin's object: the shared empty
      // one must stay empty, so a line outside any span is written as it is.
      mixinMergeStrategy: (line, ids) => (ids === NO_FIELDS ? line : Object.assign(ids, line)),
      base: { service: "benefits-onboarding" },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    new ScrubbingStream(target),
  );
}

export const logger: Logger = (globalForLogger.__logger ??= createLogger());
