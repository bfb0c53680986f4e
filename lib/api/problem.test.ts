import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/errors/app-error";
import { ERROR_CODES, FIELD_ERROR_CODES, type ErrorCode } from "@/lib/errors/catalog";
import { renderErrorsTable } from "@/lib/errors/descriptions";
import { httpStatusOf } from "@/lib/errors/http-status";

import { toProblem } from "./problem";

const doc = fs.readFileSync(path.resolve(__dirname, "../../docs/errors.md"), "utf8");
const codes = Object.keys(ERROR_CODES) as ErrorCode[];

describe("error catalog", () => {
  it.each(codes)("documents %s with its status", (code) => {
    expect(doc).toMatch(new RegExp(`\\| ${httpStatusOf(code)} \\| \`${code}\` \\|`));
  });

  it.each(Object.keys(FIELD_ERROR_CODES))("documents field code %s", (code) => {
    expect(doc).toContain(`\`${code}\``);
  });

  it("has docs/errors.md's table as lib/errors/descriptions.ts renders it (npx tsx scripts/render-errors-doc.ts --write)", () => {
    expect(doc).toContain(renderErrorsTable(httpStatusOf));
  });

  it("maps every code to an error status", () => {
    for (const code of codes) expect(httpStatusOf(code)).toBeGreaterThanOrEqual(400);
  });
});

describe("toProblem", () => {
  it("answers an unexpected error with a bare 500", () => {
    const problem = toProblem(new Error("secret internals"), "req_1");
    expect(problem).toEqual({
      type: "http://localhost:3000/docs/errors#internal_error",
      title: ERROR_CODES.internal_error.title,
      status: 500,
      code: "internal_error",
      requestId: "req_1",
    });
  });

  it("keeps an AppError's detail, field errors and extra members", () => {
    const error = new AppError("validation_failed", "Fix it.", {
      errors: [{ path: "/a", code: "required", message: "m" }],
      extra: { hint: 1 },
    });
    expect(toProblem(error)).toMatchObject({ status: 422, detail: "Fix it.", errors: [{ path: "/a" }], hint: 1 });
  });
});
