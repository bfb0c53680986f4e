import { Writable } from "node:stream";

import pino, { type DestinationStream, type Logger } from "pino";

// Paths pino blanks out wherever they appear in a log object.
const REDACT_PATHS = [
  "ssn", "*.ssn", "*.*.ssn", "birthDate", "*.birthDate", "*.*.birthDate", "dateOfBirth", "*.dateOfBirth",
  "frontImage", "*.frontImage", "backImage", "*.backImage", "password", "*.password", "clientSecret",
  "*.clientSecret", "authorization", "*.authorization", "headers.authorization", "body", "*.body",
];

// Defence in depth: a nine-digit run shaped like an SSN is masked in any string that reaches a
// log line, whatever field it hides in (error messages, URLs, free text).
const SSN_LIKE = /(?<!\d)\d{3}-?\d{2}-?\d{4}(?!\d)/g;

export function scrubSsnLike(text: string): string {
  return text.replace(SSN_LIKE, "[REDACTED]");
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

/** Lines written while tests run, so tests can assert that no PII reached a log. */
export const capturedLogLines: string[] = [];

function createLogger(): Logger {
  const underTest = process.env.VITEST !== undefined;
  const target: DestinationStream = underTest
    ? { write: (line: string) => void capturedLogLines.push(line) }
    : pino.destination({ dest: 1, sync: false });
  return pino(
    {
      level: process.env.LOG_LEVEL ?? (underTest ? "debug" : "info"),
      redact: { paths: REDACT_PATHS, censor: "[REDACTED]" },
      base: { service: "benefits-onboarding" },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    new ScrubbingStream(target),
  );
}

const globalForLogger = globalThis as unknown as { __logger?: Logger };

export const logger: Logger = (globalForLogger.__logger ??= createLogger());
