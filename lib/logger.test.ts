import { describe, expect, it } from "vitest";

import { capturedLogLines, logger, scrubSsnLike } from "./logger";

describe("log redaction", () => {
  it.each([
    ["ssn 231-54-8765 here", "ssn [REDACTED] here"],
    ["231548765", "[REDACTED]"],
    ["phone +14155552671 stays", "phone +14155552671 stays"],
    ["epoch 1732217795123 stays", "epoch 1732217795123 stays"],
    ["2026-11-21T19:00:00Z stays", "2026-11-21T19:00:00Z stays"],
  ])("scrubs %j", (input, expected) => {
    expect(scrubSsnLike(input)).toBe(expected);
  });

  it("redacts PII fields by path and SSN-shaped numbers anywhere", () => {
    capturedLogLines.length = 0;
    logger.info({ ssn: "231548765", body: { ssn: "x" }, input: { birthDate: "1990-01-01" }, note: "got 231-54-8765" }, "test");
    logger.error({ err: new Error("bad ssn 231548765") }, "failure");
    const text = capturedLogLines.join("");
    expect(text).not.toMatch(/231-?54-?8765|1990-01-01/);
    expect(text).toContain("[REDACTED]");
  });
});
