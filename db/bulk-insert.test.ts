import { describe, expect, it } from "vitest";

import { textArrayLiteral, toText } from "./bulk-insert";

describe("toText: values as PostgreSQL reads them from text", () => {
  it("keeps strings and nulls, prints numbers, booleans and instants", () => {
    expect(toText("Ada", "text")).toBe("Ada");
    expect(toText(null, "text")).toBeNull();
    expect(toText(undefined, "integer")).toBeNull();
    expect(toText(42, "integer")).toBe("42");
    expect(toText(false, "boolean")).toBe("false");
    expect(toText(new Date("2026-11-21T10:00:00.000Z"), "timestamp with time zone")).toBe("2026-11-21T10:00:00.000Z");
  });

  it("writes arrays as array literals, quoting what would break them", () => {
    expect(toText([], "text[]")).toBe("{}");
    expect(toText(["ssn", "atr"], "text[]")).toBe('{"ssn","atr"}');
    expect(toText(['a"b', "c\\d", "e,f", "{g}", null], "text[]")).toBe('{"a\\"b","c\\\\d","e,f","{g}",NULL}');
  });

  it("writes json(b) as JSON, arrays included", () => {
    expect(toText({ employeeId: "empl_1", source: "eligibility_file" }, "jsonb")).toBe('{"employeeId":"empl_1","source":"eligibility_file"}');
    expect(toText([1, "two"], "jsonb")).toBe('[1,"two"]');
  });
});

describe("textArrayLiteral: one text[] parameter per column", () => {
  it("quotes every value, escapes quotes and backslashes, writes NULL for null", () => {
    expect(textArrayLiteral([])).toBe("{}");
    expect(textArrayLiteral(["Ada", null, ""])).toBe('{"Ada",NULL,""}');
    expect(textArrayLiteral(['O"Brien', "back\\slash", "a,b", "{x}", "NULL"])).toBe('{"O\\"Brien","back\\\\slash","a,b","{x}","NULL"}');
  });

  it("carries an array column's own literal as one element", () => {
    expect(textArrayLiteral([toText(["ssn", "atr"], "text[]")])).toBe('{"{\\"ssn\\",\\"atr\\"}"}');
  });
});
