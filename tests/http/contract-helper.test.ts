import { describe, expect, it } from "vitest";

import { assertMatchesContract } from "../support/contract";

// The checker every apiClient call goes through must itself refuse what the document does not say.
const health = { method: "GET", path: "/api/health", contentType: "application/json" };

describe("the contract checker", () => {
  it.each([
    ["a documented answer", { ...health, status: 200, body: { status: "ok" } }, null],
    ["an undocumented status", { ...health, status: 201, body: { status: "ok" } }, /not documented/],
    ["a body the schema refuses", { ...health, status: 200, body: { status: "ok", extra: 1 } }, /does not match/],
    [
      "an undocumented problem code",
      {
        ...health,
        status: 503,
        contentType: "application/problem+json",
        body: { type: "x", title: "t", status: 503, code: "not_found" },
      },
      /does not match/,
    ],
    [
      "a path not in the document",
      { ...health, path: "/api/nowhere", status: 200, body: {} },
      /not in the OpenAPI document/,
    ],
    [
      "the catch-all's 404",
      {
        ...health,
        path: "/api/nowhere",
        status: 404,
        contentType: "application/problem+json",
        body: { type: "x", title: "t", status: 404, code: "not_found" },
      },
      null,
    ],
  ] as const)("%s", (_name, args, error) => {
    const check = () => assertMatchesContract(args);
    if (error) expect(check).toThrow(error);
    else expect(check).not.toThrow();
  });
});
