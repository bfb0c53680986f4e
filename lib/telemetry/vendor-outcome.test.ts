import { describe, expect, it } from "vitest";

import { vendorOutcomeOf } from "./metrics";
import { callVendor } from "./vendor";

describe("a vendor call's outcome", () => {
  it("is ok below 400, refused from 400 to 499, an error from 500", () => {
    expect([200, 204, 302, 399].map(vendorOutcomeOf)).toEqual(["ok", "ok", "ok", "ok"]);
    expect([400, 401, 404, 409, 422, 429, 499].map(vendorOutcomeOf)).toEqual(Array(7).fill("refused"));
    expect([500, 502, 503, 599].map(vendorOutcomeOf)).toEqual(Array(4).fill("error"));
  });

  it("answers what the call answered, whatever its outcome, and passes on what it throws", async () => {
    await expect(
      callVendor("persona", "GET /api/v1/transactions/{id}", async () => 404, vendorOutcomeOf),
    ).resolves.toBe(404);
    await expect(
      callVendor("stripe", "POST /v1/issuing/cards", async () => {
        throw new Error("socket hang up");
      }),
    ).rejects.toThrow("socket hang up");
  });
});
