import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { generateClientTypes } from "@/scripts/openapi/generate-types";

describe("lib/client/schema.d.ts", () => {
  it("matches the OpenAPI document (run `npm run openapi:types` after changing the API)", async () => {
    const committed = readFileSync(path.join(__dirname, "schema.d.ts"), "utf8");
    expect(
      committed === (await generateClientTypes()),
      "lib/client/schema.d.ts is stale: run npm run openapi:types",
    ).toBe(true);
  });
});
