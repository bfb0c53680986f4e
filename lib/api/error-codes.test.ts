import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { ERROR_CODES, FIELD_ERROR_CODES } from "./error-codes";

const doc = fs.readFileSync(path.resolve(__dirname, "../../docs/errors.md"), "utf8");

describe("error catalog", () => {
  it.each(Object.entries(ERROR_CODES))("documents %s with its status", (code, { status }) => {
    expect(doc).toMatch(new RegExp(`\\| ${status} \\| \`${code}\` \\|`));
  });

  it.each(Object.keys(FIELD_ERROR_CODES))("documents field code %s", (code) => {
    expect(doc).toContain(`\`${code}\``);
  });

  it("uses statuses that are errors", () => {
    for (const { status } of Object.values(ERROR_CODES)) expect(status).toBeGreaterThanOrEqual(400);
  });
});
