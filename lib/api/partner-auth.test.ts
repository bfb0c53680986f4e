import { describe, expect, it } from "vitest";

import { parseBasicAuth } from "./partner-auth";

const b64 = (text: string) => Buffer.from(text).toString("base64");

describe("parseBasicAuth", () => {
  it.each([
    [`Basic ${b64("cli_1:secret")}`, { id: "cli_1", secret: "secret" }],
    [`basic ${b64("cli_1:se:cret")}`, { id: "cli_1", secret: "se:cret" }],
  ])("reads %s", (header, expected) => {
    expect(parseBasicAuth(header)).toEqual(expected);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["bearer", "Bearer abc"],
    ["no credentials", "Basic "],
    ["not base64", "Basic ***"],
    ["no colon", `Basic ${b64("cli_1")}`],
    ["empty id", `Basic ${b64(":secret")}`],
    ["empty secret", `Basic ${b64("cli_1:")}`],
    ["control characters in id", `Basic ${b64("cl\ni:secret")}`],
    ["too long", `Basic ${"A".repeat(2000)}`],
  ])("refuses %s", (_name, header) => {
    expect(parseBasicAuth(header)).toBeUndefined();
  });
});
