import { describe, expect, it } from "vitest";

import { columnArrayLiteral, textArrayLiteral, toText } from "./bulk-insert";

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
    expect(toText({ employeeId: "empl_1", source: "eligibility_file" }, "jsonb")).toBe(
      '{"employeeId":"empl_1","source":"eligibility_file"}',
    );
    expect(toText([1, "two"], "jsonb")).toBe('[1,"two"]');
  });
});

describe("textArrayLiteral: one text[] parameter per column", () => {
  it("quotes every value, escapes quotes and backslashes, writes NULL for null", () => {
    expect(textArrayLiteral([])).toBe("{}");
    expect(textArrayLiteral(["Ada", null, ""])).toBe('{"Ada",NULL,""}');
    expect(textArrayLiteral(['O"Brien', "back\\slash", "a,b", "{x}", "NULL"])).toBe(
      '{"O\\"Brien","back\\\\slash","a,b","{x}","NULL"}',
    );
  });

  it("carries an array column's own literal as one element", () => {
    expect(textArrayLiteral([toText(["ssn", "atr"], "text[]")])).toBe('{"{\\"ssn\\",\\"atr\\"}"}');
  });
});

describe("columnArrayLiteral: a column of rows in one pass", () => {
  it("equals textArrayLiteral over toText for every kind of value", () => {
    const now = new Date("2026-11-21T10:00:00.000Z");
    const rows = [
      { a: "Ada", b: now, c: ["ssn", "atr"], d: { x: 1 }, e: true, f: 7, g: 'O"Brien\\x' },
      { a: null, b: now, c: [], d: null, e: false, f: null, g: undefined },
      { a: "", b: new Date("2027-01-01T00:00:00.000Z"), c: ['a"b'], d: "text", e: null, f: 0, g: "{x}" },
      { a: "NULL", b: now, c: [null], d: [1, "two"], e: true, f: -1, g: "a,b" },
    ];
    const types = {
      a: "text",
      b: "timestamp with time zone",
      c: "text[]",
      d: "jsonb",
      e: "boolean",
      f: "integer",
      g: "text",
    };
    for (const [key, type] of Object.entries(types)) {
      expect(columnArrayLiteral(rows, key, type)).toBe(
        textArrayLiteral(rows.map((row) => toText((row as Record<string, unknown>)[key], type))),
      );
    }
    expect(columnArrayLiteral([], "a", "text")).toBe("{}");
  });
});
