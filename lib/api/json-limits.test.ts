import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/errors/app-error";

import { assertSafeJson, assertSafeQuery, MAX_JSON_DEPTH } from "./json-limits";

const nested = (levels: number): unknown => {
  let value: unknown = "leaf";
  for (let i = 0; i < levels; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
};

const thrown = (run: () => void): AppError | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error as AppError;
  }
};

describe("assertSafeJson", () => {
  it.each([0, 1, MAX_JSON_DEPTH])("accepts %i levels of nesting", (levels) => {
    expect(thrown(() => assertSafeJson(nested(levels)))).toBeUndefined();
  });

  it.each([MAX_JSON_DEPTH + 1, 30_000])("refuses %i levels with 400 invalid_request", (levels) => {
    const error = thrown(() => assertSafeJson(nested(levels)));
    expect(error?.code).toBe("invalid_request");
    expect(error?.options.extra).toEqual({ maxDepth: MAX_JSON_DEPTH });
  });

  it("refuses NUL in strings and keys, at each path, and nothing else", () => {
    const error = thrown(() =>
      assertSafeJson({ name: "Ada\u0000", list: ["ok", "b\u0000d"], ["k\u0000"]: 1, fine: "Grace" }),
    );
    expect(error?.code).toBe("validation_failed");
    expect(error?.options.errors?.map((e) => [e.path, e.code])).toEqual([
      ["", "nul_character"],
      ["/list/1", "nul_character"],
      ["/name", "nul_character"],
    ]);
  });

  it.each([
    ["other control characters", "tab\there\u0001"],
    ["a NUL written out", "\\u0000"],
    ["emoji", "😀"],
  ])("leaves %s to the field rules", (_name, text) => {
    expect(thrown(() => assertSafeJson({ text }))).toBeUndefined();
  });
});

describe("assertSafeQuery", () => {
  it("refuses NUL in a value or a name with 400", () => {
    expect(thrown(() => assertSafeQuery(new URLSearchParams("q=%00")))?.code).toBe("invalid_request");
    expect(thrown(() => assertSafeQuery(new URLSearchParams("a%00b=1")))?.options.errors?.[0]).toMatchObject({
      path: "/ab",
      code: "nul_character",
    });
  });

  it("accepts ordinary parameters", () => {
    expect(thrown(() => assertSafeQuery(new URLSearchParams("q=smith&page=2")))).toBeUndefined();
  });
});
